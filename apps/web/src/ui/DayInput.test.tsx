import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayInput } from './DayInput.tsx';

afterEach(cleanup);

function Form({ initial }: { initial: string }) {
  const [day, setDay] = useState(initial);
  return (
    <MantineProvider>
      <DayInput label="Fecha factura" value={day} onChange={setDay} clearable />
      <output aria-label="value">{JSON.stringify(day)}</output>
    </MantineProvider>
  );
}

const value = () => JSON.parse(screen.getByLabelText('value').textContent ?? '""');

describe('DayInput', () => {
  it("shows the spec's yyyy-MM-dd as dd/MM/yyyy", () => {
    render(<Form initial="2026-03-05" />);
    expect((screen.getByLabelText('Fecha factura') as HTMLInputElement).value).toBe('05/03/2026');
  });

  it('reads a date typed as dd/MM/yyyy into yyyy-MM-dd', () => {
    render(<Form initial="" />);
    const input = screen.getByLabelText('Fecha factura');
    fireEvent.change(input, { target: { value: '21/11/2026' } });
    fireEvent.blur(input);
    expect(value()).toBe('2026-11-21');
    expect((input as HTMLInputElement).value).toBe('21/11/2026');
  });

  it('leaves the value empty when nothing is picked', () => {
    render(<Form initial="" />);
    const input = screen.getByLabelText('Fecha factura') as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.placeholder).toBe('dd/mm/aaaa');
    expect(value()).toBe('');
  });
});
