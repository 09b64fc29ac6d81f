import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { clientIdsByRut } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { readConfig } from '../../config.ts';
import type { Resolver } from './url-guard.ts';

// Issue 30: with the settings `npm start` reads from an environment that says nothing (no NODE_ENV, no
// WEBHOOKS_ALLOW_HTTP_LOCALHOST), an administrator cannot point a webhook at this machine or inside the
// network: not by the spellings of 127.0.0.1 the URL parser accepts, any port, nor by the IPv6 forms
// that carry a loopback or metadata IPv4, nor by a public-looking name that resolves to one.

const names: Record<string, string> = {
  'publico.cliente.cl': '203.0.113.10',
  'local.cliente.cl': '127.0.0.1',
  'traducida.cliente.cl': '::ffff:0:7f00:1',
};
const resolve: Resolver = async (host) => {
  const address = names[host];
  if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};

/** What the server passes to the app (server.ts) when the environment gives no setting. */
const defaults = readConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carga-ssrf-')) });

describe.each(drivers)('webhook URLs with the default settings on %s', (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin' }, undefined, {
    webhooks: { allowHttpLocalhost: defaults.webhooksAllowHttpLocalhost, resolve },
  });
  const register = async (surl: string) => {
    const nidcliente = (await clientIdsByRut(ctx.db))['76086428-5'] as number;
    return ctx.call('POST', '/api/Webhook', { token: ctx.tokens.admin, body: { nidcliente, surl } });
  };

  it('refuses every spelling of this machine and the IPv6 forms that lead to it', async () => {
    const cases: Array<[string, string]> = [
      ['http://127.1:5432/', messages.webhookUrlHttps],
      ['http://0x7f000001/', messages.webhookUrlHttps],
      ['http://2130706433/', messages.webhookUrlHttps],
      ['http://localhost:4000/hook', messages.webhookUrlHttps],
      ['http://[::1]:6379/', messages.webhookUrlHttps],
      ['https://127.1:5432/', messages.webhookUrlPrivate],
      ['https://[::ffff:0:7f00:1]/', messages.webhookUrlPrivate],
      ['https://[64:ff9b:1::a9fe:a9fe]/', messages.webhookUrlPrivate],
      ['https://[2002:7f00:1::]/', messages.webhookUrlPrivate],
      ['https://local.cliente.cl/hook', messages.webhookUrlPrivate],
      ['https://traducida.cliente.cl/hook', messages.webhookUrlPrivate],
    ];
    for (const [surl, message] of cases) {
      const response = await register(surl);
      expect([surl, response.statusCode, response.json().message]).toEqual([surl, 400, message]);
    }
  });

  it('still registers https to a public address', async () => {
    const response = await register('https://publico.cliente.cl/carga');
    expect(response.statusCode).toBe(201);
  });
});
