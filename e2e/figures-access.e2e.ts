import { describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, settled, signIn, snap, usePages } from './fixtures/browser.ts';

// Issue 30: a staff user whose menus do not read the dashboards' figures still opens the dashboards (the
// cards of what they may do), without figures and without an error; the welcome page keeps its own.
describe('figures by menu', () => {
  const pages = usePages();

  it('shows the origin dashboard without figures, and no error, to a user of other menus', async () => {
    const admin = await apiSignIn('admin');
    const susuario = `bultos.${runTag()}`.toLowerCase().slice(0, 40);
    await api(admin, 'POST', '/User', {
      susuario,
      snombre: 'Solo Bultos',
      password: 'demo-2026-Bultos',
      srut: null,
      oficinas: ['OFISCL'],
      bodegas: ['BDSCL'],
      menus: ['CNF-BULTOS'],
    });
    const statistics: string[] = [];
    for (const viewport of [undefined, MOBILE]) {
      const page = await pages.open(viewport);
      page.on('response', (r) => {
        if (/\/api\/.*(Statistics|Differences|SealIncidents)/.test(r.url()))
          statistics.push(`${r.status()} ${r.url()}`);
      });
      await signIn(page, susuario, 'demo-2026-Bultos');
      await page.getByText('Ingresos en el día').first().waitFor();
      await page.goto('/dashboard/origen');
      await page.getByRole('heading', { name: 'Acciones de origen' }).waitFor();
      await settled(page);
      expect(await page.getByText('Pendientes de recepción').count()).toBe(0);
      expect(await page.getByText('No tiene permiso', { exact: false }).count()).toBe(0);
      await noHorizontalOverflow(page);
      await snap(page, `origen-sin-cifras-${viewport ? '390' : 'desktop'}`);
    }
    // Only the welcome page's figures were asked, and answered.
    expect(
      statistics.filter((line) => !(line.startsWith('200 ') && line.includes('MainStatistics'))),
    ).toEqual([]);
  });
});
