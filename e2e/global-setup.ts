import type { TestProject } from 'vitest/node';
import { startServer } from './fixtures/server.ts';

/** Starts the built app, as `npm start` does, on a fresh embedded database with the demo data. */
export default async function setup(project: TestProject) {
  const server = await startServer({
    // The e2e suites count the demo's RAs: its cuenta corriente RAs (issue 33) stay out.
    SEED_DEMO_MONEY: 'false',
    // webhooks.e2e.ts's receiver listens on 127.0.0.1: plain http there is off unless asked for.
    WEBHOOKS_ALLOW_HTTP_LOCALHOST: 'true',
  });
  project.provide('baseUrl', server.baseUrl);
  // The suites of every capability but money run as a company that collects in another system; the money
  // suites switch 'Cobro en Carga' on for themselves (fixtures/billing.ts, useCollectionOn).
  await collectionOff(server.baseUrl);
  return () => server.stop();
}

async function collectionOff(baseUrl: string) {
  const signIn = await fetch(`${baseUrl}/api/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo-2026' }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const off = await fetch(`${baseUrl}/api/Billing/Configuracion`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sindcobro: 'N' }),
  });
  if (!off.ok) throw new Error(`'Cobro en Carga' could not be turned off: ${off.status}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
