import { clpFromTyped } from '@carga/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { rewriteOnBlur } from './typed-value.ts';

/**
 * An amount in whole pesos. Typed with thousands dots ('1.250.000'), it becomes the number the spec sends
 * ('1250000') when the field is left; not while typing, where '1.250' may still be growing into '1.250.000'.
 */
export function ClpInput({ onChange, onBlur, ...props }: TextInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      onChange={onChange}
      onBlur={rewriteOnBlur(clpFromTyped, onChange, onBlur)}
      {...props}
    />
  );
}
