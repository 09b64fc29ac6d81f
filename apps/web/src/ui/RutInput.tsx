import { LIMITS } from '@carga/domain';
import { TextInput, type TextInputProps } from '@mantine/core';

/** A rut typed as the spec writes it (digits, hyphen, check digit), at most the rut's length. */
export function RutInput(props: TextInputProps) {
  return <TextInput placeholder="12345678-9" maxLength={LIMITS.rut} {...props} />;
}
