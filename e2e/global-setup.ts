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
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
