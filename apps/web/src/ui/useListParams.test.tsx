import { z } from '@carga/domain';
import { MantineProvider, TextInput } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from './FilterBar.tsx';
import { useFilterForm, useListParams } from './useListParams.ts';

afterEach(cleanup);

const KEYS = ['codigoOrigen', 'idRA'] as const;
const schema = z.object({
  codigoOrigen: z.string(),
  idRA: z.string().regex(/^\d*$/, 'Sólo se admiten números'),
});

function Filters() {
  const list = useListParams(KEYS, { codigoOrigen: 'OFISCL' });
  const { form, onSubmit, onClear } = useFilterForm(list, schema);
  const location = useLocation();
  return (
    <>
      <FilterBar onSubmit={onSubmit} onClear={onClear}>
        <TextInput label="Origen" {...form.getInputProps('codigoOrigen')} />
        <TextInput label="N° RA" {...form.getInputProps('idRA')} />
      </FilterBar>
      <output aria-label="address">{location.search}</output>
      <output aria-label="page">{list.page}</output>
      <output aria-label="values">{JSON.stringify(list.values)}</output>
      <button type="button" onClick={() => list.setPage(3)}>
        page 3
      </button>
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[url]}>
        <Filters />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const text = (label: string) => screen.getByLabelText(label).textContent;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('list filters in the address', () => {
  it('starts from the defaults and leaves them out of the address', () => {
    renderAt('/lista');
    expect(JSON.parse(text('values') ?? '')).toEqual({ codigoOrigen: 'OFISCL', idRA: '' });
    type('N° RA', '12');
    press('Buscar');
    expect(text('address')).toBe('?idRA=12');
  });

  it('keeps a default cleared on purpose as an empty value', () => {
    renderAt('/lista');
    type('Origen', '');
    press('Buscar');
    expect(text('address')).toBe('?codigoOrigen=');
    expect(JSON.parse(text('values') ?? '')).toEqual({ codigoOrigen: '', idRA: '' });
  });

  it('reads filters and page from a link, and a search goes back to page 1', () => {
    renderAt('/lista?idRA=7&Page=2');
    expect(text('page')).toBe('2');
    expect((screen.getByLabelText('N° RA') as HTMLInputElement).value).toBe('7');
    press('page 3');
    expect(text('address')).toBe('?idRA=7&Page=3');
    type('N° RA', '8');
    press('Buscar');
    expect(text('address')).toBe('?idRA=8');
  });

  it("validates with the schema ('Sólo se admiten números') and does not search", async () => {
    renderAt('/lista');
    type('N° RA', '12a');
    press('Buscar');
    expect(await screen.findByText('Sólo se admiten números')).toBeTruthy();
    expect(text('address')).toBe('');
  });

  it("'Limpiar' goes back to the defaults", () => {
    renderAt('/lista?codigoOrigen=OFIPUQ&idRA=5');
    press('Limpiar');
    expect(text('address')).toBe('');
    expect((screen.getByLabelText('Origen') as HTMLInputElement).value).toBe('OFISCL');
  });
});
