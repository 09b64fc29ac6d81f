import { billingMessages } from '@carga/domain';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCashRegister } from '@tabler/icons-react';
import { ApiError } from '../../api/client.ts';
import { useRequiredSession } from '../../api/session.ts';
import { ClpInput } from '../../ui/ClpInput.tsx';
import { errorMessage } from '../../ui/MessageModal.tsx';
import { usePlaceLabel } from '../lookups/place-names.ts';
import { useOpenCaja } from './api.ts';
import { typedPesos } from './payment-form.ts';

interface OpenValues {
  scodlugar: string;
  nmontoinicial: string;
}

/** 'Abrir caja': at one of the user's offices or warehouses (the current one proposed), with its float. */
export function OpenCajaForm() {
  const session = useRequiredSession();
  const placeLabel = usePlaceLabel();
  const open = useOpenCaja();
  const places = [...session.oficinas, ...session.bodegas];
  const form = useForm<OpenValues>({
    initialValues: { scodlugar: session.currentOfiBod ?? places[0] ?? '', nmontoinicial: '' },
    validate: {
      scodlugar: (v) => (v ? null : 'Elija el lugar de la caja'),
      nmontoinicial: (v) => (typedPesos(v) === null ? billingMessages.floatInvalid : null),
    },
  });
  const submit = form.onSubmit((values) =>
    open.mutate(
      { scodlugar: values.scodlugar, nmontoinicial: typedPesos(values.nmontoinicial) ?? 0 },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const { field, message } of error.errors ?? [])
            if (field === 'scodlugar' || field === 'nmontoinicial') form.setFieldError(field, message);
        },
      },
    ),
  );
  return (
    <Paper withBorder radius="md" p="md" maw={520}>
      <form onSubmit={submit} noValidate aria-label="Abrir caja">
        <Stack gap="md">
          <Title order={4}>No tiene una caja abierta</Title>
          <Text size="sm" c="dimmed">
            Abra una caja para registrar los pagos que reciba. Indique dónde está y con cuánto dinero parte.
          </Text>
          <Select
            label="Lugar"
            withAsterisk
            allowDeselect={false}
            data={places.map((code) => ({ value: code, label: placeLabel(code) }))}
            {...form.getInputProps('scodlugar')}
          />
          <ClpInput label="Monto inicial" withAsterisk {...form.getInputProps('nmontoinicial')} />
          {open.error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No fue posible abrir la caja">
              <Text size="sm">{errorMessage(open.error)}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={open.isPending} leftSection={<IconCashRegister size={18} />}>
              Abrir caja
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
