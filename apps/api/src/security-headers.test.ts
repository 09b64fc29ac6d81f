import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createFsFileStore } from './files/file-store.ts';
import { recordedHeaders } from './plugins/security-headers.ts';

// On plain HTTP with a LAN host name (http://carga.local:3000) helmet's default CSP directive
// upgrade-insecure-requests made the browser fetch the scripts over HTTPS: a blank page. The directive
// and HSTS are sent only when the deployment says browsers reach it over HTTPS.

async function headersOf(https: boolean | undefined, url = '/api/health') {
  const app = await buildApp({
    database: await openDatabase({}),
    files: createFsFileStore(mkdtempSync(path.join(tmpdir(), 'carga-files-'))),
    jwtSecret: randomBytes(32).toString('hex'),
    https,
  });
  try {
    return (await app.inject({ method: 'GET', url })).headers;
  } finally {
    await app.close();
  }
}

// Each case opens an embedded database: seconds on a machine under load, so the cases get more than the
// default 30 s (two timed out in CI on 2026-11-26 with other suites running).
describe('security headers and HTTPS', { timeout: 120_000 }, () => {
  it('does not ask browsers to upgrade to HTTPS, nor to remember it, on plain HTTP', async () => {
    for (const https of [false, undefined]) {
      const headers = await headersOf(https);
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('asks browsers to upgrade and sends HSTS behind HTTPS', async () => {
    const headers = await headersOf(true);
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('lets pages compile WebAssembly (the barcode reader of the camera) but never eval', async () => {
    const csp = String((await headersOf(false))['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it("sends helmet's whole set on answers and refusals alike, recorded once", async () => {
    for (const url of ['/api/health', '/api/Office', '/api/no-such-path']) {
      const headers = await headersOf(false, url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('records what a middleware sets and removes, and refuses one that does not finish at once', () => {
    const recorded = recordedHeaders((_req, res, next) => {
      res.setHeader('X-One', '1');
      res.setHeader('X-Two', ['a', 'b']);
      res.removeHeader('X-One');
      next();
    });
    expect(recorded).toEqual({ 'x-two': 'a, b' });
    expect(() => recordedHeaders(() => {})).toThrow(/synchronously/);
  });

  it('reads HTTPS from HTTPS=true or a PUBLIC_URL on https', () => {
    const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carga-config-')), JWT_SECRET: 'x'.repeat(48) };
    expect(readConfig(env).https).toBe(false);
    expect(readConfig({ ...env, HTTPS: 'true' }).https).toBe(true);
    expect(readConfig({ ...env, HTTPS: 'false', PUBLIC_URL: 'http://carga.local:3000' }).https).toBe(false);
    expect(readConfig({ ...env, PUBLIC_URL: 'https://carga.example.cl' }).https).toBe(true);
  });
});
