// `npx tsx bench/profile.ts <path>` (BENCH_DATABASE_URL set; BENCH_USER, SECS): the server's CPU profile
// while 16 clients on a thread of their own call `path` for SECS seconds, written to
// /tmp/carga-server.cpuprofile (open it in Chrome's DevTools). A tool, not a bench: it found that a third
// of the server's time was spent sending statements to PostgreSQL (the caller cache's reason).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { clientsOnThread } from './client-thread.ts';
import { startBenchServer } from './server.ts';

const server = await startBenchServer();
if (!server) throw new Error('BENCH_DATABASE_URL is not set');
const token = await server.token(process.env.BENCH_USER ?? 'admin');
const url = server.api(process.argv[2] ?? '/Office');
const seconds = Number(process.env.SECS ?? 8);
for (let i = 0; i < 20; i++)
  await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const { perSecond } = await clientsOnThread({ url, token, clients: 16, seconds });
const { profile } = await session.post('Profiler.stop');
writeFileSync('/tmp/carga-server.cpuprofile', JSON.stringify(profile));
console.log(`${url}: ${Number(perSecond).toFixed(0)} requests/s; /tmp/carga-server.cpuprofile written`);
await server.app.close();
process.exit(0);
