import type { DispatchItem, LoadingListItem } from '@carga/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../api/session.ts';
import { DispatchCard } from '../../dispatch/list/DispatchPage.tsx';
import { LoadingListCard } from './LoadingListsPage.tsx';

const list = (scodestadolista: string, sdesestadolista: string): LoadingListItem => ({
  scodlistacarga: 'LC0001',
  nidoperacion: 1,
  scodestadolista,
  sdesestadolista,
  scodbodegaorigen: 'BDSCL',
  scodbodegadestino: 'BDPUQ',
  snombodegaorigen: 'Bodega Santiago',
  snombodegadestino: 'Bodega Punta Arenas',
  scodviadespacho: 'TER',
  sdesviadespacho: 'Terrestre',
  dfhocreacion: '2026-11-20T10:00:00.000Z',
  ncantidadra: 2,
  nvolumeningresadom3: 1.5,
});

const wrap = (children: ReactNode) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      </MemoryRouter>
    </MantineProvider>,
  );

beforeEach(() => {
  localStorage.setItem('token', 'x');
  localStorage.setItem('menus', '["BOD-LISTACARGA","BOD-DESPACHO"]');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('load list cards say what they do', () => {
  it("'Lista de carga': a list in creation is edited, a closed one only viewed", () => {
    wrap(
      <>
        <LoadingListCard item={list('ENCREA', 'En creación')} onEdit={() => {}} />
        <LoadingListCard
          item={{ ...list('CERRADA', 'Cerrada'), scodlistacarga: 'LC0002' }}
          onEdit={() => {}}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Editar lista LC0001' }).textContent).toBe('Editar');
    expect(screen.getByRole('button', { name: 'Ver lista LC0002' }).textContent).toBe('Ver');
    expect(screen.queryByRole('button', { name: 'Editar lista LC0002' })).toBeNull();
    // Scanning is offered on the list that can still take cargo, straight from its card.
    expect(screen.getByRole('link', { name: 'Escanear lista LC0001' }).getAttribute('href')).toBe(
      '/detalle/lista-carga/LC0001/escanear',
    );
    expect(screen.queryByRole('link', { name: 'Escanear lista LC0002' })).toBeNull();
  });

  it("'Despacho': the state beside 'OP 1' is said to be the list's", () => {
    const item: DispatchItem = {
      ...list('CERRADA', 'Cerrada'),
      sestado: 'CERRADA',
      sdesestado: 'Cerrada',
      sdesmodalidadenvio: 'LCL',
      ncantidadbultos: 3,
      npesokg: 10,
      nvolumenm3: 1.5,
    };
    wrap(<DispatchCard item={item} onOpen={() => {}} />);
    const card = within(screen.getByLabelText('Lista LC0001'));
    expect(card.getByText('OP 1')).toBeTruthy();
    expect(card.getByText('Estado lista').nextElementSibling?.textContent).toBe('Cerrada');
  });
});
