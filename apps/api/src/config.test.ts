import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, publicUrlWarning, readConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'carga-config-'));

describe('config', () => {
  it('refuses to start with a JWT_SECRET shorter than 32 bytes, saying so', () => {
    expect(() => readConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(31) })).toThrow(
      'JWT_SECRET has 31 bytes; at least 32 are needed',
    );
    // Bytes, not characters: 16 two-byte letters are 32 bytes.
    expect(readConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'ñ'.repeat(16) }).jwtSecret).toBe('ñ'.repeat(16));
    expect(readConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
  });

  it('generates a secret of 48 random bytes when JWT_SECRET is not set', () => {
    const secret = readConfig({ DATA_DIR: dataDir() }).jwtSecret;
    expect(Buffer.from(secret, 'base64url')).toHaveLength(48);
  });

  it('reads TRUST_PROXY as off, true, a number of hops or a list of addresses', () => {
    expect(readConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('reads AUTH_CALLS_PER_MINUTE as a whole number above 0, 60 when unset', () => {
    expect(readConfig({ DATA_DIR: dataDir() }).authCallsPerMinute).toBe(60);
    expect(readConfig({ DATA_DIR: dataDir(), AUTH_CALLS_PER_MINUTE: '600' }).authCallsPerMinute).toBe(600);
    for (const bad of ['0', '-5', '1.5', 'muchas'])
      expect(() => readConfig({ DATA_DIR: dataDir(), AUTH_CALLS_PER_MINUTE: bad })).toThrow(
        `AUTH_CALLS_PER_MINUTE must be a whole number above 0, not '${bad}'`,
      );
  });

  it('reads PUBLIC_URL without its trailing slash, http://localhost:<PORT> when unset, and the tracking limits', () => {
    expect(readConfig({ DATA_DIR: dataDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const config = readConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://carga.example.cl/' });
    expect(config.publicUrl).toBe('https://carga.example.cl');
    expect(config.https).toBe(true);
    expect(config.trackingCallsPerMinute).toBe(30);
    expect(config.trackingDaysAfterDelivery).toBe(90);
    const set = readConfig({
      DATA_DIR: dataDir(),
      TRACKING_CALLS_PER_MINUTE: '10',
      TRACKING_DAYS_AFTER_DELIVERY: '30',
    });
    expect([set.trackingCallsPerMinute, set.trackingDaysAfterDelivery]).toEqual([10, 30]);
    expect(() => readConfig({ DATA_DIR: dataDir(), TRACKING_DAYS_AFTER_DELIVERY: '0' })).toThrow(
      'TRACKING_DAYS_AFTER_DELIVERY must be a whole number above 0',
    );
  });

  it('reads the notices: SMTP_URL and MAIL_FROM unset by default, the outbox every 3 s with a 2 min lease', () => {
    const plain = readConfig({ DATA_DIR: dataDir() });
    expect([plain.smtpUrl, plain.mailFrom, plain.outboxIntervalMs, plain.outboxLeaseMs]).toEqual([
      undefined,
      undefined,
      3000,
      120_000,
    ]);
    const set = readConfig({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtp://mail:587',
      MAIL_FROM: 'Carga <avisos@carga.cl>',
      OUTBOX_INTERVAL_MS: '500',
      OUTBOX_LEASE_MS: '60000',
    });
    expect([set.smtpUrl, set.mailFrom, set.outboxIntervalMs, set.outboxLeaseMs]).toEqual([
      'smtp://mail:587',
      'Carga <avisos@carga.cl>',
      500,
      60_000,
    ]);
    expect(() => readConfig({ DATA_DIR: dataDir(), OUTBOX_LEASE_MS: '-1' })).toThrow(
      "OUTBOX_LEASE_MS must be a whole number above 0, not '-1'",
    );
  });
});

describe('publicUrlWarning (issue 29)', () => {
  it('says loudly at start that QR codes and notices need PUBLIC_URL, and nothing once it is set', () => {
    const unset = readConfig({ DATA_DIR: dataDir(), PORT: '3100' });
    expect(unset.publicUrlGiven).toBe(false);
    const warning = publicUrlWarning(unset) ?? '';
    expect(warning).toContain('PUBLIC_URL no está definida');
    expect(warning).toContain('no funcionarán en otros dispositivos');
    expect(warning).toContain('Los avisos por correo enlazarán a http://localhost:3100');
    const set = readConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://carga.example.cl/' });
    expect(set).toMatchObject({ publicUrl: 'https://carga.example.cl', publicUrlGiven: true });
    expect(publicUrlWarning(set)).toBeNull();
  });
});
