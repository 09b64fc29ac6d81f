import { LIMITS, phonePrefixFromTyped } from '@carga/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { rewriteOnChange } from './typed-value.ts';

// A Chilean phone in two fields, as the spec asks it of clients and drivers: prefix and number.

/** What to type goes under the input, so the input lines up with its neighbours' in a form's row. */
const BELOW: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];

/**
 * 'Prefijo': the country's calling code, digits only, at most the prefix's length ('56' for Chile); typed
 * '+56', the form holds and sends '56'. The description says so, since 'Prefijo' alone does not.
 */
export function PhonePrefixInput({ onChange, ...props }: TextInputProps) {
  return (
    <TextInput
      label="Prefijo"
      description="Código de país (Chile: 56)"
      inputWrapperOrder={BELOW}
      placeholder="56"
      withAsterisk
      inputMode="numeric"
      maxLength={LIMITS.phonePrefix}
      onChange={rewriteOnChange(phonePrefixFromTyped, onChange)}
      {...props}
    />
  );
}

/** 'Celular': digits, at most the number's length; described, like the prefix beside it. */
export function PhoneNumberInput(props: TextInputProps) {
  return (
    <TextInput
      label="Celular"
      description="Sin el prefijo"
      inputWrapperOrder={BELOW}
      placeholder="912345678"
      withAsterisk
      inputMode="numeric"
      maxLength={LIMITS.phoneNumber}
      {...props}
    />
  );
}
