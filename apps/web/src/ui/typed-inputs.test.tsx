import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClpInput } from './ClpInput.tsx';
import { PhonePrefixInput } from './PhoneInputs.tsx';
import { RutInput } from './RutInput.tsx';

afterEach(cleanup);

function Form() {
  const form = useForm({ initialValues: { rut: '', prefijo: '', monto: '' } });
  return (
    <MantineProvider>
      <RutInput label="Rut" {...form.getInputProps('rut')} />
      <PhonePrefixInput {...form.getInputProps('prefijo')} />
      <ClpInput label="Monto" {...form.getInputProps('monto')} />
      <output aria-label="values">{JSON.stringify(form.getValues())}</output>
    </MantineProvider>
  );
}

const values = () => JSON.parse(screen.getByLabelText('values').textContent ?? '{}');

describe('inputs that take what people type', () => {
  it("keeps a RUT typed with dots in the spec's format", () => {
    render(<Form />);
    const input = screen.getByLabelText('Rut') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '76.086.428-5' } });
    expect(values().rut).toBe('76086428-5');
    expect(input.value).toBe('76086428-5');
  });

  it("keeps a phone prefix typed '+56' as '56'", () => {
    render(<Form />);
    fireEvent.change(screen.getByLabelText(/Prefijo/), { target: { value: '+56' } });
    expect(values().prefijo).toBe('56');
  });

  it("reads an amount typed '1.250.000' as 1250000 once the field is left", () => {
    render(<Form />);
    const input = screen.getByLabelText('Monto');
    fireEvent.change(input, { target: { value: '1.250.000' } });
    fireEvent.blur(input);
    expect(values().monto).toBe('1250000');
  });
});
