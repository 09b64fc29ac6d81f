import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';

// WEBHOOKS_ALLOW_HTTP_LOCALHOST: plain http to this machine is for development; production refuses it
// unless it is asked for.

const read = (env: Record<string, string>) =>
  readConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carga-config-')), ...env })
    .webhooksAllowHttpLocalhost;

describe('the webhooks http-to-localhost setting', () => {
  it('is on by default outside production and off in production', () => {
    expect(read({})).toBe(true);
    expect(read({ NODE_ENV: 'test' })).toBe(true);
    expect(read({ NODE_ENV: 'production' })).toBe(false);
  });

  it('follows WEBHOOKS_ALLOW_HTTP_LOCALHOST when given', () => {
    expect(read({ NODE_ENV: 'production', WEBHOOKS_ALLOW_HTTP_LOCALHOST: 'true' })).toBe(true);
    expect(read({ WEBHOOKS_ALLOW_HTTP_LOCALHOST: 'false' })).toBe(false);
  });
});
