import { normalizePlate } from '@carga/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { rewriteOnChange } from './typed-value.ts';

/**
 * A Chilean plate, shown as the product keeps it while it is typed: 'gh-kl-23' becomes 'GHKL23'. The
 * contract refuses what has no plate's format, here and on the server.
 */
export function PlateInput({ onChange, ...props }: TextInputProps) {
  return (
    <TextInput
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={10}
      placeholder="BCDF12"
      {...props}
      onChange={rewriteOnChange(normalizePlate, onChange)}
    />
  );
}
