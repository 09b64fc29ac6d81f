import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from './LoginPage.tsx';

afterEach(cleanup);

function renderLogin() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('LoginPage', () => {
  it('keeps Iniciar sesión disabled until both fields are filled', () => {
    renderLogin();
    const button = screen.getByRole('button', { name: 'Iniciar sesión' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'admin' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'x' } });
    expect(button.disabled).toBe(false);
  });

  it('shows the hero text and the forgotten-password help', async () => {
    renderLogin();
    expect(screen.getByText('Expertos en logística nacional e internacional')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Olvidaste tu contraseña' }));
    expect(await screen.findByText(/Comuníquese con el administrador/)).toBeTruthy();
  });
});
