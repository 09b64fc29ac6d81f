import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api, apiSignIn, freshRut, runTag } from './fixtures/api.ts';
import {
  DESKTOP,
  MOBILE,
  menuLink,
  noHorizontalOverflow,
  settled,
  shot,
  usePages,
} from './fixtures/browser.ts';
import { choose, field, yesNo } from './fixtures/mantine.ts';
import { createRa } from './fixtures/ra.ts';

// E-mail notices (issue 16), in the embedded mode (no SMTP_URL: each one an .eml file): the administrator
// gives a client an address and the notices flag on Cliente/Proveedor, the office sends an RA of that
// client to the warehouse, and 'Avisos enviados' shows the notice sent, with its .eml to download.

describe('e-mail notices (admin)', () => {
  const pages = usePages();
  const tag = runTag();
  const rut = freshRut();
  const email = `avisos.${tag}@example.cl`;
  let nidra = 0;

  it('sets the client’s e-mail and flag, and shows the notice of its received cargo as sent', {
    timeout: 120_000,
  }, async () => {
    const admin = await apiSignIn('admin');
    await api(admin, 'POST', '/Customer/ClienteProveedor', {
      srutcliente: rut,
      snombrecliente: `Importadora ${tag}`,
      snombrecorto: `Importadora ${tag}`,
      sprefijotelefono: '56',
      stelefono: '912345678',
    });

    // (1) Cliente/Proveedor: the flag needs an address, then both are saved.
    const page = await pages.signedIn('admin');
    await page.goto('/dashboard/cliente-proveedor');
    await field(page, 'Rut').fill(rut);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: `Ver cliente ${rut}` }).click();
    await page.waitForURL('**/detalle/cliente-proveedor');
    await expect.poll(() => field(page, 'Nombre corto').inputValue()).toBe(`Importadora ${tag}`);
    await yesNo(page, 'Recibir avisos por correo', 'Sí');
    await page.getByText('Para recibir avisos por correo indique el correo electrónico').waitFor();
    await field(page, 'Correo electrónico').fill('avisos@importadora');
    await field(page, 'Nombre corto').click();
    await page.getByText('El correo electrónico no es válido').waitFor();
    await field(page, 'Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByText('Cambios guardados').waitFor();
    await settled(page);
    await shot(page, 'avisos-cliente-desktop');
    await page.setViewportSize(MOBILE);
    await field(page, 'Correo electrónico').scrollIntoViewIfNeeded();
    await noHorizontalOverflow(page);
    await shot(page, 'avisos-cliente-390');
    await page.setViewportSize(DESKTOP);

    // (2) The office registers an RA sent by that client and sends it to the warehouse.
    const office = await apiSignIn('oficina.scl');
    nidra = await createRa(office, {
      sender: { rut, name: `Importadora ${tag}` },
      description: `Repuestos ${tag}`,
      finish: 'BORIG',
    });

    // (3) The server's outbox worker sends it within seconds.
    await expect
      .poll(
        async () =>
          (
            await api<{ avisoList: Array<{ semail: string; sestado: string }> }>(
              admin,
              'GET',
              `/Notificaciones?nidra=${nidra}`,
            )
          ).avisoList.map((n) => `${n.semail} ${n.sestado}`),
        { timeout: 30_000, interval: 1_000 },
      )
      .toEqual([`${email} ENVIADA`]);

    // (4) 'Avisos enviados', filtered by state and RA.
    await menuLink(page, 'Avisos enviados').click();
    await page.getByRole('heading', { name: 'Avisos enviados' }).waitFor();
    await choose(page, 'Estado', 'Enviada');
    await field(page, 'RA').fill(String(nidra));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(`**/dashboard/avisos?estado=ENVIADA&nidra=${nidra}`);
    const table = page.getByRole('table', { name: 'Avisos enviados' });
    await table.getByText(email).waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await table.getByText('Enviada', { exact: true }).waitFor();
    await table.getByText('Carga recibida').waitFor();
    const row = table.locator('tbody tr').filter({ hasText: email });
    await expect.poll(() => row.locator('td').first().textContent()).toBe(String(nidra));

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Descargar el aviso \d+ \(\.eml\)/ }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^aviso-\d+\.eml$/);
    const eml = readFileSync(await file.path()).toString('utf8');
    expect(eml).toContain(`Subject: Su carga RA ${nidra} fue recibida en Oficina Santiago`);
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toMatch(/Message-ID: <aviso-\d+-[0-9a-f-]+@carga\.local>/);
    expect(eml).toMatch(/\/seguimiento\/[0-9A-Z]{20}/);
    await settled(page);
    await shot(page, 'avisos-enviados-desktop');
    await page.close();
  });

  it('reads at 390 px as cards, without sideways scrolling', { timeout: 60_000 }, async () => {
    const page = await pages.signedIn('admin', MOBILE);
    await page.goto(`/dashboard/avisos?nidra=${nidra}`);
    await page.getByRole('heading', { name: 'Avisos enviados' }).waitFor();
    await page.getByText(`RA ${nidra} · Carga recibida`).waitFor();
    await page.getByText(email).waitFor();
    await noHorizontalOverflow(page);
    await settled(page);
    await shot(page, 'avisos-enviados-390');
    await page.close();
  });
});
