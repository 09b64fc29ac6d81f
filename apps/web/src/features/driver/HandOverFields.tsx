import { LIMITS } from '@carga/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RutInput } from '../../ui/RutInput.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { SignaturePad } from '../delivery/SignaturePad.tsx';

// Who the cargo passes to or from at the door, as the driver's 'Entregado' and 'Retirado' ask it: their
// name and RUT side by side (one under the other on a phone, larger for the thumb), then their signature
// on the counter's pad, taller on a phone.

export function HandOverFields<V extends { b64firma: string }>({
  form,
  nameLabel,
  nameField,
  rutField,
  rutOptional = false,
  signatureLabel,
}: {
  form: UseFormReturnType<V>;
  /** 'Nombre de quien recibe', 'Nombre de quien entrega'. */
  nameLabel: string;
  nameField: keyof V & string;
  rutField: keyof V & string;
  /** The RUT may be left empty ('Opcional' under its label) rather than required. */
  rutOptional?: boolean;
  signatureLabel: string;
}) {
  const isMobile = useIsMobile();
  const size = isMobile ? 'md' : 'sm';
  // Mantine cannot tell the type of a field of a generic form's values: it is the signature's PNG.
  const setSignature = form.setFieldValue as (path: 'b64firma', png: string) => void;
  return (
    <>
      <SimpleGrid cols={isMobile ? 1 : 2} spacing="md" verticalSpacing="sm">
        <TextInput
          label={nameLabel}
          withAsterisk
          maxLength={LIMITS.personName}
          autoComplete="off"
          size={size}
          {...form.getInputProps(nameField)}
        />
        <RutInput
          label="RUT"
          withAsterisk={!rutOptional}
          description={rutOptional ? 'Opcional' : undefined}
          autoComplete="off"
          inputMode="text"
          size={size}
          {...form.getInputProps(rutField)}
        />
      </SimpleGrid>
      <SignaturePad
        label={signatureLabel}
        value={form.values.b64firma}
        onChange={(png) => {
          setSignature('b64firma', png);
          if (png) form.clearFieldError('b64firma');
        }}
        error={form.errors.b64firma}
        height={isMobile ? 200 : 170}
      />
    </>
  );
}
