import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

// One POST to a webhook endpoint, to the address the URL guard checked: the connection never asks DNS
// again (the lookup answers the pinned address), while TLS still checks the certificate against the
// host name. The address is checked again where the connection is made (the lookup, and the socket's
// remote address once connected), so no caller can send it inside the network by mistake. No redirect is
// followed (a 3xx is an answer like any other non-2xx). Two deadlines: a short one to connect (a receiver
// whose address drops our packets fails in seconds, not at the full deadline) and one of the whole
// exchange; no more of the answer is read than a short excerpt needs.

export interface PostRequest {
  url: URL;
  /** The checked address to connect to. */
  address: string;
  family: 4 | 6;
  /** Whether the connection may go to an address (url-guard's permittedAddress): checked on connecting. */
  permits: (address: string) => boolean;
  headers: Record<string, string>;
  body: string;
  /** Of the whole exchange. */
  timeoutMs: number;
  /** Of the connection alone (TCP; TLS's handshake is in `timeoutMs`). */
  connectTimeoutMs: number;
  /** Bytes of the answer read at most; the rest is dropped. */
  maxResponseBytes: number;
}

export interface PostResult {
  status: number;
  /** The start of the answer's body, as text. */
  body: string;
}

/** Rejects on a network error or the deadline; answers any HTTP status. */
export type HttpPost = (request: PostRequest) => Promise<PostResult>;

export const pinnedPost: HttpPost = (request) =>
  new Promise<PostResult>((resolve, reject) => {
    const refused = () => new Error(`La dirección ${request.address} no se admite para un webhook`);
    const pinned: LookupFunction = (_host, options, callback) => {
      if (!request.permits(request.address)) callback(refused(), '', 0);
      else if (options.all) callback(null, [{ address: request.address, family: request.family }]);
      else callback(null, request.address, request.family);
    };
    const transport = request.url.protocol === 'https:' ? https : http;
    const req = transport.request(request.url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
      lookup: pinned,
      agent: false,
    });
    const deadline = setTimeout(
      () => req.destroy(new Error(`Sin respuesta en ${request.timeoutMs / 1000} s`)),
      request.timeoutMs,
    );
    const connectDeadline = setTimeout(
      () =>
        req.destroy(
          Object.assign(new Error(`Sin conexión en ${request.connectTimeoutMs / 1000} s`), {
            code: 'ETIMEDOUT',
          }),
        ),
      request.connectTimeoutMs,
    );
    const finish = (fn: () => void) => {
      clearTimeout(deadline);
      clearTimeout(connectDeadline);
      fn();
    };
    req.on('error', (error) => finish(() => reject(error)));
    // An address literal in the URL skips the lookup: the socket's peer is checked once connected, and
    // only then are the headers and body written (a new socket each time: agent: false).
    req.on('socket', (socket) =>
      socket.once('connect', () => {
        clearTimeout(connectDeadline);
        if (request.permits(socket.remoteAddress ?? '')) req.end(request.body);
        else req.destroy(refused());
      }),
    );
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () =>
        finish(() => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('data', (chunk: Buffer) => {
        const room = request.maxResponseBytes - size;
        if (room > 0) chunks.push(chunk.subarray(0, room));
        size += chunk.length;
        if (size >= request.maxResponseBytes) {
          res.destroy();
          done();
        }
      });
      res.on('end', done);
      res.on('error', (error) => finish(() => reject(error)));
    });
  });
