import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedPost } from './http-post.ts';
import { permittedAddress } from './url-guard.ts';

// The POST itself: it connects to the pinned address whatever the host name says, follows no redirect,
// reads no more than the cap of a big answer, and gives up at the deadline; and it refuses to connect
// to an address the webhook may not reach, whether it came by a name or as a literal (issue 30); and a
// receiver that never lets us connect fails at the short connect deadline, not the whole one.

describe('the pinned webhook POST', () => {
  let server: Server;
  let port = 0;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(`${req.headers.host} ${req.url}`);
      if (req.url === '/redirect') return res.writeHead(302, { location: '/elsewhere' }).end();
      if (req.url === '/big') return res.writeHead(500).end('x'.repeat(1024 * 1024));
      if (req.url === '/slow') return; // never answers
      res.writeHead(204).end();
    });
    port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  });

  const post = (path: string, host = 'receptor.cliente.cl', timeoutMs = 2000, scheme = 'http:') =>
    pinnedPost({
      url: new URL(`http://${host}:${port}${path}`),
      address: '127.0.0.1',
      family: 4,
      permits: permittedAddress(scheme),
      headers: { 'content-type': 'application/json' },
      body: '{}',
      timeoutMs,
      connectTimeoutMs: 1000,
      maxResponseBytes: 64 * 1024,
    });

  it('connects to the pinned address, not to what the name resolves to', async () => {
    // The name does not exist in DNS: only the pinned address can answer.
    expect((await post('/ok', 'no-existe.invalid')).status).toBe(204);
    expect(hits.at(-1)).toBe(`no-existe.invalid:${port} /ok`);
  });

  it('does not follow redirects', async () => {
    const answer = await post('/redirect');
    expect(answer.status).toBe(302);
    expect(hits.filter((h) => h.endsWith('/elsewhere'))).toEqual([]);
  });

  it('reads at most the cap of a big answer', async () => {
    const answer = await post('/big');
    expect(answer.status).toBe(500);
    expect(answer.body.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('gives up at the deadline', async () => {
    const started = Date.now();
    await expect(post('/slow', 'receptor.cliente.cl', 300)).rejects.toThrow('Sin respuesta en 0.3 s');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses to connect where the webhook may not go: a name pinned to 127.0.0.1, a literal', async () => {
    const before = hits.length;
    // https rules (public addresses only) for a name whose checked address is loopback: the lookup
    // refuses it.
    await expect(post('/nombre', 'publico.cliente.cl', 2000, 'https:')).rejects.toThrow(
      'La dirección 127.0.0.1 no se admite para un webhook',
    );
    // A literal skips the lookup: the connected peer is checked before anything is written.
    await expect(post('/literal', '127.0.0.1', 2000, 'https:')).rejects.toThrow('no se admite');
    expect(hits.length).toBe(before);
  });

  it('gives up connecting at the connect deadline, well before the whole deadline', async () => {
    // A receiver that never takes the connection: a listening socket with a backlog of 1 in a process
    // whose event loop is blocked, so nothing accepts; once two connections fill its queue, Linux drops
    // the next SYN and the connection hangs, as with an address that drops our packets.
    const child = spawn(process.execPath, [
      '-e',
      `const s = require('net').createServer();
       s.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
         process.stdout.write(s.address().port + '\\n');
         setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0), 50);
       });`,
    ]);
    const fillers: Socket[] = [];
    try {
      const blocked = await new Promise<number>((resolve) =>
        child.stdout.once('data', (data) => resolve(Number(String(data).trim()))),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (let i = 0; i < 2; i++)
        fillers.push(
          await new Promise<Socket>((resolve) => {
            const socket = connect(blocked, '127.0.0.1', () => resolve(socket));
          }),
        );
      const started = Date.now();
      const attempt = pinnedPost({
        url: new URL(`http://receptor.cliente.cl:${blocked}/carga`),
        address: '127.0.0.1',
        family: 4,
        permits: permittedAddress('http:'),
        headers: {},
        body: '{}',
        timeoutMs: 10_000,
        connectTimeoutMs: 300,
        maxResponseBytes: 1024,
      });
      await expect(attempt).rejects.toMatchObject({ message: 'Sin conexión en 0.3 s', code: 'ETIMEDOUT' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const socket of fillers) socket.destroy();
      child.kill('SIGKILL');
    }
  });

  it('the connect deadline does not cut an answer that is slow to come once connected', async () => {
    const started = Date.now();
    await expect(
      pinnedPost({
        url: new URL(`http://receptor.cliente.cl:${port}/slow`),
        address: '127.0.0.1',
        family: 4,
        permits: permittedAddress('http:'),
        headers: {},
        body: '{}',
        timeoutMs: 600,
        connectTimeoutMs: 100,
        maxResponseBytes: 1024,
      }),
    ).rejects.toThrow('Sin respuesta en 0.6 s');
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
  });
});
