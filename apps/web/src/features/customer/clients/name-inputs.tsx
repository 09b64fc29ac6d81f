import { LIMITS } from '@carga/domain';
import { TextInput, type TextInputProps } from '@mantine/core';

// A client's names as every form that creates or edits a client asks for them, with the client's limits.

/** The client's full name (required); each form gives its own label. */
export function ClientNameInput(props: TextInputProps & { label: string }) {
  return <TextInput withAsterisk maxLength={LIMITS.snombrecliente} {...props} />;
}

/** 'Nombre corto' (required). */
export function ShortNameInput(props: TextInputProps) {
  return <TextInput label="Nombre corto" withAsterisk maxLength={LIMITS.personName} {...props} />;
}
