import { messages } from '@carga/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../api/session.ts';
import { ClientDetailPage } from './ClientDetailPage.tsx';

const combos = {
  terminoDeEntrega: [{ scodparametro01: 'PUERTA', sdeslargo01: 'Puerta a puerta' }],
  tipoDeEntrega: [{ scodparametro01: 'DOMICILIO', sdeslargo01: 'Entrega a domicilio' }],
};

function signIn(menus: string[]) {
  localStorage.setItem('token', 'x');
  localStorage.setItem('menus', JSON.stringify(menus));
  localStorage.setItem('oficinas', '["OFISCL"]');
}

function renderPage() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ClientDetailPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (label: string, value: string) => {
  const input = screen.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(combos), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('Cliente / Proveedor detail', () => {
  // Typing field by field re-renders the whole form: seconds under jsdom on a busy machine.
  it('creates with the defaults, keeping Crear disabled while the form is invalid', {
    timeout: 20_000,
  }, async () => {
    signIn(['CNF-CLIENTES', 'CNF-PROVEEDORES']);
    renderPage();
    const create = (await screen.findByRole('button', { name: 'Crear' })) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'ID' }).textContent).toContain('—');
    type('Rut', '76086428');
    expect(await screen.findByText(messages.rutFormat)).toBeTruthy();
    // Typed with dots, the rut is kept as the spec writes it (issue 12).
    type('Rut', '76.086.428-5');
    expect((screen.getByRole('textbox', { name: /^Rut\s*\*?$/ }) as HTMLInputElement).value).toBe(
      '76086428-5',
    );
    type('Nombre cliente', 'Comercial Austral SpA');
    type('Nombre corto', 'Comercial Austral');
    type('Prefijo', '56');
    type('Celular', '9123a');
    expect(await screen.findByText(messages.onlyNumbers)).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('Celular', '912345678');
    expect(create.disabled).toBe(false);
  });

  it('says next to a disabled Crear what is missing, and says what Prefijo takes (issue 29)', {
    timeout: 20_000,
  }, async () => {
    signIn(['CNF-CLIENTES', 'CNF-PROVEEDORES']);
    renderPage();
    const create = (await screen.findByRole('button', { name: 'Crear' })) as HTMLButtonElement;
    const reason = () => screen.queryByRole('note')?.textContent ?? null;
    expect(reason()).toBe(
      'Para continuar, complete o corrija: Rut, Nombre cliente, Nombre corto, Prefijo, Celular.',
    );
    expect(screen.getByText('Código de país (Chile: 56)')).toBeTruthy();
    type('Rut', '76086428-5');
    type('Nombre cliente', 'Comercial Austral SpA');
    type('Nombre corto', 'Comercial Austral');
    type('Celular', '912345678');
    expect(create.disabled).toBe(true);
    expect(reason()).toBe('Para continuar, complete o corrija: Prefijo.');
    type('Prefijo', '+56');
    expect(create.disabled).toBe(false);
    expect(reason()).toBeNull();
  });

  it('tells a user without CNF-PROVEEDORES that the screen is not theirs', () => {
    signIn(['CNF-CLIENTES']);
    renderPage();
    expect(screen.getByText('No tiene permiso para ver esta pantalla.')).toBeTruthy();
  });
});
