import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyRa } from '../../test/factories.ts';
import { bearer, createTestContext, drivers, login, type TestApp } from '../../test/test-app.ts';
import { originOf } from './public-url.ts';

describe('originOf: only a plain host becomes a link (issue 29)', () => {
  it('takes names, addresses and ports', () => {
    expect(originOf('http', '192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(originOf('https', 'Carga.Example.cl')).toBe('https://carga.example.cl');
    expect(originOf('http', '[::1]:3000')).toBe('http://[::1]:3000');
    expect(originOf('ftp', 'bodega-puq')).toBe('http://bodega-puq');
  });

  it('refuses anything that could carry a path, credentials or markup into a link', () => {
    for (const host of [
      '',
      'evil.com/phish',
      'user@evil.com',
      'a b',
      'evil.com?x=1',
      'evil.com#x',
      '<b>',
      '-x',
    ])
      expect(originOf('http', host)).toBeNull();
    expect(originOf('http', undefined)).toBeNull();
  });
});

describe.each(drivers)('the links of an answer on %s', (driver) => {
  const apps: Record<'fromRequest' | 'configured', TestApp | undefined> = {
    fromRequest: undefined,
    configured: undefined,
  };
  beforeAll(async () => {
    apps.fromRequest = (await createTestContext(driver, { linksFromRequest: true })).app;
    apps.configured = (await createTestContext(driver)).app;
  });
  afterAll(async () => {
    await apps.fromRequest?.close();
    await apps.configured?.close();
  });

  /** The detail's 'Seguimiento público' link of a finished RA, asked with this Host header. */
  async function linkAskedAt(app: TestApp, host: string) {
    const token = (await login(app, 'oficina.scl')).accessToken;
    const id = await createReadyRa(app, token);
    const finished = await app.inject({
      method: 'POST',
      url: `/api/Shipment/Attachment/FinishAndPrint/${id}/BORIG`,
      headers: bearer(token),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const answer = await app.inject({
      method: 'GET',
      url: `/api/Shipment/Detail/${id}/Seguimiento`,
      headers: { ...bearer(token), host },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().surl as string;
  }

  it('without PUBLIC_URL, start with the address the person used, so the QR opens on other devices', async () => {
    const app = apps.fromRequest!;
    expect(await linkAskedAt(app, '192.168.1.20:3000')).toMatch(
      /^http:\/\/192\.168\.1\.20:3000\/seguimiento\/[0-9A-Z]{20}$/,
    );
    // A Host that is not a plain host falls back to the configured address.
    expect(await linkAskedAt(app, 'evil.example/phish')).toMatch(/^http:\/\/localhost:3000\/seguimiento\//);
  });

  it('with PUBLIC_URL, always start with it, whatever Host the request names', async () => {
    expect(await linkAskedAt(apps.configured!, 'evil.example')).toMatch(
      /^http:\/\/localhost:3000\/seguimiento\/[0-9A-Z]{20}$/,
    );
  });
});
