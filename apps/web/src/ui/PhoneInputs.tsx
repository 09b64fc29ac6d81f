import { LIMITS, phonePrefixFromTyped } from '@carga/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { rewriteOnChange } from './typed-value.ts';

// A Chilean phone in two fields, as the spec asks it of clients and drivers: prefix and number.

/** 'Prefijo': digits, at most the prefix's length; typed '+56', the form holds and sends '56'. */
export function PhonePrefixInput({ onChange, ...props }: TextInputProps) {
  return (
    <TextInput
      label="Prefijo"
      withAsterisk
      inputMode="numeric"
      maxLength={LIMITS.phonePrefix}
      onChange={rewriteOnChange(phonePrefixFromTyped, onChange)}
      {...props}
    />
  );
}

/** 'Celular': digits, at most the number's length. */
export function PhoneNumberInput(props: TextInputProps) {
  return (
    <TextInput label="Celular" withAsterisk inputMode="numeric" maxLength={LIMITS.phoneNumber} {...props} />
  );
}
