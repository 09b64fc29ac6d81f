import { LIMITS } from '@carga/domain';
import { TextInput, type TextInputProps } from '@mantine/core';

// A Chilean phone in two fields, as the spec asks it of clients and drivers: prefix and number.

/** 'Prefijo': digits, at most the prefix's length. */
export function PhonePrefixInput(props: TextInputProps) {
  return (
    <TextInput label="Prefijo" withAsterisk inputMode="numeric" maxLength={LIMITS.phonePrefix} {...props} />
  );
}

/** 'Celular': digits, at most the number's length. */
export function PhoneNumberInput(props: TextInputProps) {
  return (
    <TextInput label="Celular" withAsterisk inputMode="numeric" maxLength={LIMITS.phoneNumber} {...props} />
  );
}
