import { mkdirSync } from 'node:fs';
import { dteMessages } from '@carga/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  buildTestCaf,
  buildTestCertificate,
  TEST_CERTIFICATE_PASSWORD,
  TEST_EMISOR,
} from '../apps/api/src/modules/dte/credentials/test-credentials.ts';
import { DESKTOP, MOBILE, menuLink, noHorizontalOverflow, settled, usePages } from './fixtures/browser.ts';
import { expectNotification, field } from './fixtures/mantine.ts';

// Issue 34, Configuraciones / Empresa: the admin fills the emisor, uploads the digital certificate with a
// wrong password (and reads why it was refused), then with the right one, uploads a CAF and sees the folios
// it adds. The demo starts with the test emisor, certificate and CAFs (1–100 facturas).

const SHOTS = '/tmp/shots-dte-config';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('Configuraciones / Empresa: emisor, certificado y folios (issue 34)', () => {
  const pages = usePages();

  it('fills the emisor, refuses a wrong certificate password, loads the certificate and a CAF', {
    timeout: 180_000,
  }, async () => {
    const page = await pages.signedIn('admin');
    await menuLink(page, 'Empresa').click();
    await page.waitForURL('**/dashboard/empresa');

    const emisor = page.getByRole('form', { name: 'Datos de la empresa emisora' });
    await expect.poll(() => field(emisor, 'RUT de la empresa').inputValue()).toBe(TEST_EMISOR.srutemisor);
    await field(emisor, 'Razón social').fill('TRANSPORTES CARGA DEMO SPA');
    await field(emisor, 'Giro').fill('TRANSPORTE DE CARGA');
    await field(emisor, 'Código de actividad económica').fill('abc');
    await field(emisor, 'Dirección').click();
    await emisor.getByText('Sólo se admiten números').first().waitFor();
    await field(emisor, 'Código de actividad económica').fill('492300');
    await field(emisor, 'Oficina regional del SII').fill('SANTIAGO ORIENTE');
    await emisor.getByRole('button', { name: 'Guardar datos de la empresa' }).click();
    await expectNotification(page, dteMessages.emisorSaved);

    const certificate = page.getByRole('form', { name: 'Cargar certificado digital' });
    const p12 = buildTestCertificate();
    await certificate
      .locator('input[type=file]')
      .setInputFiles({ name: 'certificado.p12', mimeType: 'application/x-pkcs12', buffer: p12 });
    await certificate.getByLabel('Contraseña del certificado').fill('no-es-la-clave');
    await certificate.getByRole('button', { name: 'Cargar certificado' }).click();
    await certificate.getByText(dteMessages.certificateWrongPassword).waitFor();
    await certificate.getByLabel('Contraseña del certificado').fill(TEST_CERTIFICATE_PASSWORD);
    await certificate.getByRole('button', { name: 'Cargar certificado' }).click();
    await expectNotification(page, dteMessages.certificateSaved);
    await page.getByRole('group', { name: 'RUT del titular' }).getByText('11111111-1').waitFor();

    const caf = page.getByRole('form', { name: 'Cargar CAF' });
    const facturas = page
      .getByRole('table', { name: 'Folios por tipo de documento' })
      .getByRole('row', { name: /Factura electrónica \(33\)/ });
    // Other journeys may have issued facturas of the demo's range already: what is left is counted from here.
    const left = Number((await facturas.getByRole('cell').nth(2).textContent())?.trim());
    expect(left).toBeGreaterThanOrEqual(0);
    await caf.locator('input[type=file]').setInputFiles({
      name: 'caf-33.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(buildTestCaf({ tipo: 33, desde: 101, hasta: 300 }), 'latin1'),
    });
    await caf.getByRole('button', { name: 'Cargar CAF' }).click();
    await expectNotification(page, dteMessages.cafSaved);
    await expect.poll(() => facturas.textContent()).toContain('101 a 300 · quedan 200');
    // 100 of the demo's CAF and 200 of this one: 300 loaded, 200 more left.
    expect((await facturas.getByRole('cell').nth(1).textContent())?.trim()).toBe('300');
    expect((await facturas.getByRole('cell').nth(2).textContent())?.trim()).toBe(String(left + 200));

    // The same CAF again overlaps what is loaded: the Spanish reason shows.
    await caf.locator('input[type=file]').setInputFiles({
      name: 'caf-33.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(buildTestCaf({ tipo: 33, desde: 101, hasta: 300 }), 'latin1'),
    });
    await caf.getByRole('button', { name: 'Cargar CAF' }).click();
    await caf.getByText(dteMessages.cafOverlap(33, 101, 300)).waitFor();

    await shoot(page, 'empresa-desktop');
    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    // On a phone each type is a block of its own, nothing scrolls sideways.
    const facturasBlock = page
      .getByRole('list', { name: 'Folios por tipo de documento' })
      .getByRole('listitem', { name: 'Factura electrónica', exact: true });
    await expect
      .poll(() => facturasBlock.textContent())
      .toContain(`Disponibles: ${left + 200} de 300 cargados`);
    await shoot(page, 'empresa-mobile');
    await page.setViewportSize(DESKTOP);
  });
});
