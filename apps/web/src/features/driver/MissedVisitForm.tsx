import { Group, Radio, type RadioGroupProps, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { DeliveryPhoto } from '../delivery/delivery-form.ts';
import { DoorForm } from './DoorModal.tsx';
import { initialMissedVisit, type MissedVisitValues, type ReasonOption } from './visit-forms.ts';

// A visit that did not end in the hand-over, at a delivery's door ('No entregado') or a pickup's ('No
// retirado'): why (one of the domain's reasons, each a wide card for the thumb), a note and a photo of the
// place if the driver took one. Each modal gives its reasons, its body and its schema.

const NOTE_MAX = 200;

/** 'Motivo': the reasons as wide cards, one under the other, easy to hit with a thumb. */
function ReasonChoices<R extends string>({
  options,
  ...input
}: { options: ReasonOption<R>[] } & Omit<RadioGroupProps, 'children' | 'label'>) {
  return (
    <Radio.Group label="Motivo" withAsterisk {...input}>
      <Stack gap="xs" mt={6}>
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} radius="md" p="md">
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text>{option.label}</Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function MissedVisitForm<R extends string, B>({
  label,
  summary,
  wrapSummary,
  reasons,
  toBody,
  validate,
  onCancel,
  onConfirm,
}: {
  /** The form's accessible name. */
  label: string;
  /** Who and where, dimmed at the top. */
  summary: string;
  wrapSummary?: boolean;
  reasons: ReasonOption<R>[];
  toBody: (values: MissedVisitValues<R>, photo: DeliveryPhoto | null) => B;
  /** The contract's messages per field. */
  validate: (body: B) => Record<string, string>;
  onCancel: () => void;
  onConfirm: (body: B) => void;
}) {
  const [photo, setPhoto] = useState<DeliveryPhoto | null>(null);
  const form = useForm<MissedVisitValues<R>>({
    initialValues: initialMissedVisit<R>(),
    validate: (values) => validate(toBody(values, null)),
  });
  const submit = form.onSubmit((values) => onConfirm(toBody(values, photo)));

  return (
    <DoorForm
      label={label}
      summary={summary}
      wrapSummary={wrapSummary}
      onSubmit={submit}
      photo={photo}
      onPhoto={setPhoto}
      photoLabel="Foto de la visita"
      confirm={{ label: 'Registrar visita', color: 'red' }}
      onCancel={onCancel}
    >
      <ReasonChoices
        options={reasons}
        {...form.getInputProps('smotivo')}
        onChange={(value) => {
          form.setFieldValue('smotivo', value as R);
          form.clearFieldError('smotivo');
        }}
      />
      <Textarea
        label="Observación"
        description={`Opcional, hasta ${NOTE_MAX} caracteres`}
        autosize
        minRows={2}
        maxLength={NOTE_MAX}
        {...form.getInputProps('sobservacion')}
      />
    </DoorForm>
  );
}
