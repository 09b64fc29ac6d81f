import {
  DTE_LIMITS,
  type DteEmisorInput,
  type DteEmisorResponse,
  dteEmisor,
  rutFromTyped,
} from '@carga/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { errorMessage } from '../../ui/MessageModal.tsx';
import { zodResolver } from '../../ui/zod-resolver.ts';
import { useDteEmisor, useSaveDteEmisor } from './api.ts';

interface Values {
  srutemisor: string;
  srazonsocial: string;
  sgiro: string;
  nactividadeconomica: string;
  sdireccion: string;
  scomuna: string;
  soficinasii: string;
  nnumeroresolucion: string;
  dfecharesolucion: string;
}

const toValues = (row: DteEmisorResponse): Values => ({
  srutemisor: row?.srutemisor ?? '',
  srazonsocial: row?.srazonsocial ?? '',
  sgiro: row?.sgiro ?? '',
  nactividadeconomica: row ? String(row.nactividadeconomica) : '',
  sdireccion: row?.sdireccion ?? '',
  scomuna: row?.scomuna ?? '',
  soficinasii: row?.soficinasii ?? '',
  nnumeroresolucion: row ? String(row.nnumeroresolucion) : '',
  dfecharesolucion: row?.dfecharesolucion ?? '',
});

/** The emisor's data, as the documents will print it and the SII knows it. */
export function EmisorCard() {
  const emisor = useDteEmisor();
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Empresa emisora
        </Title>
        {emisor.data?.sindprueba === 'S' && <Badge color="orange">Datos de prueba</Badge>}
      </Group>
      {emisor.isPending ? (
        <Loading />
      ) : emisor.isError ? (
        <LoadError error={emisor.error} onRetry={() => emisor.refetch()} />
      ) : (
        <EmisorForm row={emisor.data} />
      )}
    </Paper>
  );
}

function EmisorForm({ row }: { row: DteEmisorResponse }) {
  const save = useSaveDteEmisor();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(row),
    validate: zodResolver(dteEmisor),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values satisfies DteEmisorInput, {
      onSuccess: (saved) => {
        form.setValues(toValues(saved));
        form.resetDirty(toValues(saved));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Datos de la empresa emisora">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="RUT de la empresa"
            placeholder="76086428-5"
            withAsterisk
            {...form.getInputProps('srutemisor')}
            onChange={(event) => form.setFieldValue('srutemisor', rutFromTyped(event.currentTarget.value))}
          />
          <TextInput
            label="Razón social"
            withAsterisk
            maxLength={DTE_LIMITS.srazonsocial}
            {...form.getInputProps('srazonsocial')}
          />
          <TextInput
            label="Giro"
            withAsterisk
            maxLength={DTE_LIMITS.sgiro}
            {...form.getInputProps('sgiro')}
          />
          <TextInput
            label="Código de actividad económica"
            description="El código del SII, por ejemplo 492300"
            inputMode="numeric"
            withAsterisk
            maxLength={6}
            {...form.getInputProps('nactividadeconomica')}
          />
          <TextInput
            label="Dirección"
            withAsterisk
            maxLength={DTE_LIMITS.sdireccion}
            {...form.getInputProps('sdireccion')}
          />
          <TextInput
            label="Comuna"
            withAsterisk
            maxLength={DTE_LIMITS.scomuna}
            {...form.getInputProps('scomuna')}
          />
          <TextInput
            label="Oficina regional del SII"
            withAsterisk
            maxLength={DTE_LIMITS.soficinasii}
            {...form.getInputProps('soficinasii')}
          />
          <TextInput
            label="Número de resolución"
            description="0 mientras la empresa está en certificación"
            inputMode="numeric"
            withAsterisk
            maxLength={6}
            {...form.getInputProps('nnumeroresolucion')}
          />
          <TextInput
            label="Fecha de resolución"
            type="date"
            withAsterisk
            {...form.getInputProps('dfecharesolucion')}
          />
        </SimpleGrid>
        {save.error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No fue posible guardar">
            <Text size="sm">{errorMessage(save.error)}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Guardar datos de la empresa
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
