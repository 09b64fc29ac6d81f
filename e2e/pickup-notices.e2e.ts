import { readFileSync } from 'node:fs';
import { chileToday } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { api, apiSignIn, freshRut, runTag } from './fixtures/api.ts';
import { bothSizes, usePages } from './fixtures/browser.ts';
import { field } from './fixtures/mantine.ts';
import { plannedRoute } from './fixtures/reparto-pickup.ts';

// Issue 35: a pickup request's client hears that it was planned. The administrator gives a new client a
// notice address, the office takes a request of today for it on the phone, and bodega.puq puts it on a route
// of pickups only; 'Avisos enviados', filtered by 'Retiro N°', shows the notice sent ('Retiro N° X ·
// Retiro programado') with its .eml, at desktop width and as cards at 390 px.

describe('a pickup request’s notices (admin)', () => {
  const pages = usePages();
  const tag = runTag();
  const rut = freshRut();
  const email = `retiros.${tag}@example.cl`;

  it('shows the notice of a planned pickup as sent, filtered by the request', {
    timeout: 120_000,
  }, async () => {
    const admin = await apiSignIn('admin');
    const client = await api<{ nidcliente: number }>(admin, 'POST', '/Customer/ClienteProveedor', {
      srutcliente: rut,
      snombrecliente: `Exportadora ${tag}`,
      snombrecorto: `Exportadora ${tag}`,
      sprefijotelefono: '56',
      stelefono: '912345678',
      semail: email,
      sindnotificar: 'S',
    });
    const office = await apiSignIn('oficina.scl');
    const { nidretiro } = await api<{ nidretiro: number }>(office, 'POST', '/Retiro', {
      nidcliente: client.nidcliente,
      scodoficina: 'OFISCL',
      sdireccion: 'Av. España 1450',
      scodcomuna: '12101',
      scontacto: `Marta ${tag}`,
      stelefono: '+56 9 8765 4321',
      dfecha: chileToday(),
      shoradesde: '14:00',
      shorahasta: '18:00',
      nbultos: 2,
      npesokg: 20,
      sdescripcion: 'Cajas de salmón congelado',
    });
    const planner = await apiSignIn('bodega.puq');
    const route = await plannedRoute(planner, 'NTPK35', []);
    await api(planner, 'PUT', `/Reparto/HojaRuta/${route}/Retiros`, { nidretiros: [nidretiro] });

    const page = await pages.signedIn('admin');
    await page.goto('/dashboard/avisos');
    await page.getByRole('heading', { name: 'Avisos enviados' }).waitFor();
    await field(page, 'Retiro N°').fill(String(nidretiro));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(`**/dashboard/avisos?nidretiro=${nidretiro}`);
    const table = page.getByRole('table', { name: 'Avisos enviados' });
    const row = table.locator('tbody tr').filter({ hasText: email });
    await row.getByText('Retiro programado').waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await expect.poll(() => row.locator('td').first().textContent()).toBe(`Retiro N° ${nidretiro}`);
    // The server's outbox worker sends it within seconds (an .eml in the embedded mode).
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Buscar' }).click();
          return row.getByText('Enviada', { exact: true }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Descargar el aviso \d+ \(\.eml\)/ }).click(),
    ]);
    const eml = readFileSync(await file.path()).toString('utf8');
    expect(eml).toContain(`To: ${email}`);
    expect(eml.replace(/=\r?\n/g, '')).toContain('/dashboard/cargas/retiros');
    await bothSizes(page, 'pickup-notices');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText(`Retiro N° ${nidretiro} · Retiro programado`).waitFor();
    await page.close();
  });
});
