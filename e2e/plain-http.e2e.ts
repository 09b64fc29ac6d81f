import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, shot, signIn } from './fixtures/browser.ts';

// A company's LAN reaches Carga over plain HTTP by a host name (http://carga.local:3000). Helmet's
// default CSP asked the browser to upgrade every request to HTTPS, so no script loaded and the page
// stayed blank. Chromium treats 127.0.0.1 as secure and does not upgrade it, so the test reaches the
// server (started without HTTPS) under a host name mapped to it.
describe('plain HTTP on a LAN host name', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(['--host-resolver-rules=MAP carga.local 127.0.0.1']);
  });
  afterAll(() => browser?.close());

  it('renders the sign-in page and signs in at http://carga.local', async () => {
    const lanUrl = `http://carga.local:${new URL(baseUrl()).port}`;
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'es-CL', baseURL: lanUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const refused: string[] = [];
    page.on('requestfailed', (request) => refused.push(request.url()));

    const response = await page.goto('/login');
    await expect.poll(() => page.getByLabel('Usuario').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(refused).toEqual([]);
    expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    await shot(page, 'plain-http-login');

    await signIn(page, 'admin');
    expect(new URL(page.url()).origin).toBe(lanUrl);
    await context.close();
  });
});
