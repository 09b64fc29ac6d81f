import { LIMITS, rutFromTyped } from '@carga/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { rewriteOnChange } from './typed-value.ts';

/**
 * A rut in the spec's format (digits, hyphen, check digit), at most the rut's length. Typed with dots
 * ('76.086.428-5'), the dots are dropped as they are typed: the form holds and sends '76086428-5'.
 */
export function RutInput({ onChange, ...props }: TextInputProps) {
  return (
    <TextInput
      placeholder="12345678-9"
      maxLength={LIMITS.rut}
      onChange={rewriteOnChange(rutFromTyped, onChange)}
      {...props}
    />
  );
}
