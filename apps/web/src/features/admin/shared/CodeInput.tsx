import { TextInput, type TextInputProps } from '@mantine/core';

/** 'Código': typed in upper case when new, read-only once created. */
export function CodeInput({
  isNew,
  hint,
  onCode,
  ...rest
}: TextInputProps & { isNew: boolean; hint: string; onCode: (code: string) => void }) {
  return (
    <TextInput
      label="Código"
      withAsterisk={isNew}
      readOnly={!isNew}
      variant={isNew ? 'default' : 'filled'}
      description={isNew ? hint : undefined}
      {...rest}
      onChange={(event) => onCode(event.currentTarget.value.toUpperCase())}
    />
  );
}
