// The API's clients in a bench: CLIENTS loops on a thread of their own, each calling one URL until the time
// is up. In the server's event loop their own HTTP work (16 clients parsing answers) was counted against
// the API, while the raw replay's clients cost far less.
//
// They speak HTTP through node:http with a keep-alive agent, as lean a client as `pg` is on the raw side.
// Until the eighth round they used fetch: undici's fetch spent about 220 µs of CPU per call on this 2-core
// machine, as much as the server itself, so a third of what the ratio charged to the API was the bench's
// own client (docs/performance.md, eighth round).
import { Worker } from 'node:worker_threads';

const source = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, token, clients, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const headers = { authorization: 'Bearer ' + token };
const call = () => new Promise((resolve, reject) => {
  http.get(url, { agent, headers }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
    response.on('error', reject);
  }).on('error', reject);
});
(async () => {
  const end = performance.now() + seconds * 1000;
  const times = [];
  const start = performance.now();
  let failure = null;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < end && !failure) {
      const begin = performance.now();
      const { status, body } = await call();
      if (status !== 200) failure = status + ' ' + body.toString();
      times.push(performance.now() - begin);
    }
  }));
  agent.destroy();
  parentPort.postMessage({ times, perSecond: times.length / ((performance.now() - start) / 1000), failure });
})().catch((error) => parentPort.postMessage({ times: [], perSecond: 0, failure: String(error) }));
`;

export interface ClientRun {
  times: number[];
  perSecond: number;
}

/** `clients` keep-alive clients calling `url` for `seconds` on a thread of their own; rejects on a non-200. */
export function clientsOnThread(options: {
  url: string;
  token: string;
  clients: number;
  seconds: number;
}): Promise<ClientRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: options });
    worker.once('message', (result: ClientRun & { failure: string | null }) => {
      void worker.terminate();
      if (result.failure) reject(new Error(`${options.url}: ${result.failure}`));
      else resolve(result);
    });
    worker.once('error', reject);
  });
}

const postSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, token, clients, bodies } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const call = (body) => new Promise((resolve, reject) => {
  const request = http.request(url, {
    method: 'POST', agent,
    headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json',
      'content-length': Buffer.byteLength(body) },
  }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
    response.on('error', reject);
  });
  request.on('error', reject);
  request.end(body);
});
(async () => {
  const queue = bodies.slice();
  const times = [];
  const answers = [];
  const start = performance.now();
  let failure = null;
  await Promise.all(Array.from({ length: clients }, async () => {
    for (let body = queue.shift(); body !== undefined && !failure; body = queue.shift()) {
      const begin = performance.now();
      const { status, body: answer } = await call(body);
      if (status !== 200) failure = status + ' ' + answer;
      times.push(performance.now() - begin);
      answers.push(answer);
    }
  }));
  agent.destroy();
  parentPort.postMessage({ times, answers, seconds: (performance.now() - start) / 1000, failure });
})().catch((error) => parentPort.postMessage({ times: [], answers: [], seconds: 0, failure: String(error) }));
`;

/**
 * `clients` keep-alive clients POSTing the JSON `bodies` to `url` on a thread of their own, each taking the
 * next body as soon as its last call answered (a closed loop); rejects on a non-200. Answers each call's
 * time and body (in the order they ended) and the run's seconds.
 */
export function postClientsOnThread(options: {
  url: string;
  token: string;
  clients: number;
  bodies: string[];
}): Promise<{ times: number[]; answers: string[]; seconds: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(postSource, { eval: true, workerData: options });
    worker.once(
      'message',
      (result: { times: number[]; answers: string[]; seconds: number; failure: string | null }) => {
        void worker.terminate();
        if (result.failure) reject(new Error(`${options.url}: ${result.failure}`));
        else resolve(result);
      },
    );
    worker.once('error', reject);
  });
}
