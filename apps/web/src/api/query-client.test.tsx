import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, type SuccessMessage } from './query-client.tsx';

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

function Save({ fails, message }: { fails: boolean; message: SuccessMessage }) {
  const save = useMutation({
    mutationFn: async (code: string) => {
      if (fails) throw new Error('No se pudo guardar');
      return { code, saved: true };
    },
    meta: { successMessage: message },
  });
  return (
    <>
      <button type="button" onClick={() => save.mutate('LC-000012')}>
        Guardar
      </button>
      <output aria-label="state">{save.status}</output>
    </>
  );
}

function renderSave(fails: boolean, message: SuccessMessage) {
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={createQueryClient()}>
        <Save fails={fails} message={message} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
}

const state = () => screen.getByLabelText('state').textContent;

describe('the success notification of every mutation', () => {
  it('shows the mutation’s message once the change succeeded', async () => {
    renderSave(false, 'Cliente guardado');
    expect(await screen.findByText('Cliente guardado')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Cliente guardado');
  });

  it('builds the message from the answer and what was sent', async () => {
    renderSave(false, (data: { code: string }, code: string) => `Lista ${data.code} despachada (${code})`);
    expect(await screen.findByText('Lista LC-000012 despachada (LC-000012)')).toBeTruthy();
  });

  it('shows nothing when the change failed (its error modal speaks)', async () => {
    renderSave(true, 'Cliente guardado');
    await waitFor(() => expect(state()).toBe('error'));
    expect(screen.queryByText('Cliente guardado')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
