import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session.ts';
import { dashboardCards } from '../../app/cards.ts';
import { WarehousePage } from './bodega/WarehousePage.tsx';
import { DashboardCardsContext } from './dashboard-cards.ts';
import { OriginPage } from './origen/OriginPage.tsx';

// Issue 30: the dashboards' figures are asked only by users whose menus may read them; the others still
// get their page and its cards, never a 403 banner.

/** Figures for the statistics, empty pages for the lists, no rows for the lookups. */
const fetchMock = vi.fn(async (url: string) => {
  if (url.includes('Statistics')) return Response.json({ ingresosDelDia: 7, npendientedespacho: 3 });
  if (/Differences|SealIncidents/.test(url)) return Response.json({ list: [], totalPaginas: 0 });
  return Response.json([]);
});
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

function signIn(menus: string[], current: string) {
  localStorage.setItem('token', 'x');
  localStorage.setItem('menus', JSON.stringify(menus));
  localStorage.setItem('oficinas', '["OFISCL"]');
  localStorage.setItem('bodegas', '["BDSCL"]');
  localStorage.setItem('currentOfiBod', current);
}

function renderPage(page: ReactNode) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <DashboardCardsContext.Provider value={dashboardCards}>{page}</DashboardCardsContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  sessionStore.signOut();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

describe('the dashboards’ figures', () => {
  it('are asked on the origin page by an origin menu, and not without one', async () => {
    signIn(['ORIG-INGRESO'], 'OFISCL');
    renderPage(<OriginPage />);
    await waitFor(() => expect(asked().some((u) => u.includes('/Shipment/OriginStatistics'))).toBe(true));
    expect(await screen.findByText('Ingresos en el día')).toBeTruthy();
    cleanup();
    sessionStore.signOut();
    fetchMock.mockClear();

    signIn(['BOD-OPERACION'], 'OFISCL');
    renderPage(<OriginPage />);
    expect(await screen.findByText('Acciones de origen')).toBeTruthy();
    expect(screen.queryByText('Ingresos en el día')).toBeNull();
    expect(asked().filter((u) => /Statistics|Differences|SealIncidents/.test(u))).toEqual([]);
  });

  it('are asked on the warehouse page by a warehouse menu, and not without one', async () => {
    signIn(['BOD-LISTACARGA'], 'BDSCL');
    renderPage(<WarehousePage />);
    await waitFor(() => expect(asked().some((u) => u.includes('/Operation/Statistics'))).toBe(true));
    cleanup();
    sessionStore.signOut();
    fetchMock.mockClear();

    signIn(['CNF-BULTOS'], 'BDSCL');
    renderPage(<WarehousePage />);
    expect(await screen.findByText('Acciones de bodega')).toBeTruthy();
    expect(screen.queryByText('Pendientes de despacho')).toBeNull();
    expect(asked().filter((u) => /Statistics/.test(u))).toEqual([]);
  });
});
