import { LIMITS } from '@carga/domain';
import { Button, Grid, Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconTruckLoading } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DayInput } from '../../ui/DayInput.tsx';
import { todayIso } from '../../ui/format.ts';
import { usePickupComunas } from './api.ts';
import { ClientField } from './ClientField.tsx';
import { addressOf, type PickupValues } from './pickup-form.ts';

/**
 * The fields of a pickup request: staff pick the client (its address fills the form's); a customer picks
 * the office that receives the cargo. One field a row on a phone.
 */
export function PickupForm({
  form,
  staff,
  offices,
  submitLabel,
  pending,
  onSubmit,
}: {
  form: UseFormReturnType<PickupValues>;
  staff: boolean;
  /** The offices a customer may choose; none for staff (the page's office). */
  offices?: Array<{ value: string; label: string }>;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: PickupValues) => void;
}) {
  const comunas = usePickupComunas();
  const comunaOptions = useMemo(
    () =>
      (comunas.data?.list ?? []).map((c) => ({
        value: c.scodcomuna,
        label: `${c.snomcomuna} (${c.snomregion})`,
      })),
    [comunas.data],
  );
  const values = form.getValues();
  const half = { base: 12, sm: 6 };
  const quarter = { base: 6, sm: 3 };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Grid gutter="sm">
          {staff ? (
            <Grid.Col span={12}>
              <ClientField
                value={values.nidcliente}
                error={form.errors.nidcliente}
                onChange={(id, client) => {
                  form.setFieldValue('nidcliente', id);
                  const address = addressOf(client);
                  if (address) {
                    form.setFieldValue('sdireccion', address.sdireccion);
                    form.setFieldValue('scodcomuna', address.scodcomuna);
                  }
                }}
              />
            </Grid.Col>
          ) : (
            <Grid.Col span={12}>
              <Select
                label="Oficina que recibe la carga"
                withAsterisk
                placeholder="Seleccione la oficina"
                data={offices ?? []}
                allowDeselect={false}
                {...form.getInputProps('scodoficina')}
              />
            </Grid.Col>
          )}
          <Grid.Col span={half}>
            <TextInput
              label="Dirección de retiro"
              withAsterisk
              maxLength={LIMITS.address}
              {...form.getInputProps('sdireccion')}
            />
          </Grid.Col>
          <Grid.Col span={half}>
            <Select
              label="Comuna"
              withAsterisk
              placeholder="Seleccione la comuna"
              searchable
              nothingFoundMessage="Sin comunas con ese nombre"
              data={comunaOptions}
              {...form.getInputProps('scodcomuna')}
            />
          </Grid.Col>
          <Grid.Col span={half}>
            <TextInput
              label="Contacto"
              withAsterisk
              maxLength={LIMITS.personName}
              {...form.getInputProps('scontacto')}
            />
          </Grid.Col>
          <Grid.Col span={half}>
            <TextInput
              label="Teléfono"
              withAsterisk
              type="tel"
              inputMode="tel"
              maxLength={20}
              placeholder="+56 9 1234 5678"
              {...form.getInputProps('stelefono')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DayInput
              label="Fecha de retiro"
              withAsterisk
              minDate={todayIso()}
              value={values.dfecha}
              onChange={(day) => form.setFieldValue('dfecha', day)}
              error={form.errors.dfecha}
            />
          </Grid.Col>
          <Grid.Col span={quarter}>
            <TimeInput label="Desde" withAsterisk {...form.getInputProps('shoradesde')} />
          </Grid.Col>
          <Grid.Col span={quarter}>
            <TimeInput label="Hasta" withAsterisk {...form.getInputProps('shorahasta')} />
          </Grid.Col>
          <Grid.Col span={quarter}>
            <NumberInput
              label="Bultos"
              withAsterisk
              min={1}
              max={999}
              allowNegative={false}
              allowDecimal={false}
              {...form.getInputProps('nbultos')}
            />
          </Grid.Col>
          <Grid.Col span={quarter}>
            <NumberInput
              label="Peso (kg)"
              min={0}
              allowNegative={false}
              decimalScale={2}
              decimalSeparator=","
              thousandSeparator="."
              hideControls
              {...form.getInputProps('npesokg')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Textarea
              label="Descripción"
              autosize
              minRows={1}
              maxLength={LIMITS.description}
              {...form.getInputProps('sdescripcion')}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button type="submit" loading={pending} leftSection={<IconTruckLoading size={18} />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
