import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';

// WEBHOOKS_ALLOW_HTTP_LOCALHOST: plain http to this machine is for development, and only when asked for:
// `npm start` sets no NODE_ENV, so a default that followed it was on in production (issue 30).

const read = (env: Record<string, string>) =>
  readConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carga-config-')), ...env })
    .webhooksAllowHttpLocalhost;

describe('the webhooks http-to-localhost setting', () => {
  it('is off by default whatever NODE_ENV says', () => {
    expect(read({})).toBe(false);
    expect(read({ NODE_ENV: 'development' })).toBe(false);
    expect(read({ NODE_ENV: 'test' })).toBe(false);
    expect(read({ NODE_ENV: 'production' })).toBe(false);
  });

  it('follows WEBHOOKS_ALLOW_HTTP_LOCALHOST when given', () => {
    expect(read({ NODE_ENV: 'production', WEBHOOKS_ALLOW_HTTP_LOCALHOST: 'true' })).toBe(true);
    expect(read({ NODE_ENV: 'development', WEBHOOKS_ALLOW_HTTP_LOCALHOST: 'false' })).toBe(false);
    expect(read({ WEBHOOKS_ALLOW_HTTP_LOCALHOST: 'true' })).toBe(true);
  });
});
