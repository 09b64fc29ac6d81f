import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { createFsFileStore } from '../files/file-store.ts';
import { serverLogger } from './logging.ts';

// Issue 29: `npm start` printed a pair of log lines per file of the web app (304s included) and one
// 'Server listening at' line per network interface; the API's own lines were lost among them.

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url: string };
}

/** A built web app of two files, enough for the static plugin and the deep-link fallback. */
function fakeWebDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'carga-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  return dist;
}

async function appLoggingAt(level: string) {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  const app = await buildApp({
    database: await openDatabase({}),
    files: createFsFileStore(mkdtempSync(path.join(tmpdir(), 'carga-files-'))),
    jwtSecret: randomBytes(32).toString('hex'),
    webDist: fakeWebDist(),
    logger: serverLogger(level, stream),
  });
  return { app, lines };
}

describe('server logs', { timeout: 120_000 }, () => {
  it("logs the API's requests with their request id, and not the web app's files", async () => {
    const { app, lines } = await appLoggingAt('info');
    try {
      for (const url of ['/', '/assets/index-abc.js', '/dashboard/welcome']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      const cached = await app.inject({
        method: 'GET',
        url: '/assets/index-abc.js',
        headers: { 'if-none-match': String((await app.inject('/assets/index-abc.js')).headers.etag) },
      });
      expect(cached.statusCode).toBe(304);
      await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'peticion-1' } });
      await app.inject({ method: 'GET', url: '/api/nada', headers: { 'x-request-id': 'peticion-2' } });

      const requestLines = lines.filter((line) => line.reqId !== undefined);
      expect(requestLines.map((line) => line.req?.url).filter(Boolean)).toEqual(['/api/health', '/api/nada']);
      expect(requestLines.map((line) => line.reqId)).toEqual([
        'peticion-1',
        'peticion-1',
        'peticion-2',
        'peticion-2',
      ]);
    } finally {
      await app.close();
    }
  });

  it("moves Fastify's 'Server listening at' lines to debug", async () => {
    for (const level of ['info', 'debug']) {
      const { app, lines } = await appLoggingAt(level);
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const listening = lines.filter((line) => line.msg.startsWith('Server listening at'));
        expect(listening.map((line) => line.level)).toEqual(level === 'info' ? [] : [20]);
      } finally {
        await app.close();
      }
    }
  });
});
