import { type CajaDetail, formatPesos } from '@carga/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { ClpInput } from '../../ui/ClpInput.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { errorMessage } from '../../ui/MessageModal.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { useCloseCaja } from './api.ts';
import {
  type CloseValues,
  hasDifference,
  initialCloseValues,
  methodDifference,
  toCloseBody,
  validateClose,
} from './close-form.ts';

/**
 * 'Cerrar caja': what was counted per method, the difference with what the system expects shown as it is
 * typed, the reason when anything differs, and a confirmation (a closed caja cannot be reopened).
 */
export function CloseCajaForm({
  caja,
  onCancel,
  onClosed,
}: {
  caja: CajaDetail;
  onCancel: () => void;
  onClosed: (closed: CajaDetail) => void;
}) {
  const close = useCloseCaja();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<CloseValues>({
    initialValues: initialCloseValues(caja),
    validate: (values) => validateClose(caja, values),
  });
  const differs = hasDifference(caja, form.values);
  const confirm = () =>
    close.mutate(
      { nidcaja: caja.nidcaja, body: toCloseBody(caja, form.values) },
      { onSuccess: onClosed, onSettled: () => setConfirming(false) },
    );

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate aria-label="Cerrar caja">
        <Stack gap="md">
          <Title order={4}>Cierre de caja</Title>
          <CountByMethod caja={caja} form={form} />
          <Textarea
            label="Motivo de la diferencia"
            withAsterisk={differs}
            description={differs ? 'Hay diferencias entre lo esperado y lo contado' : undefined}
            maxLength={200}
            autosize
            minRows={2}
            {...form.getInputProps('smotivodiferencia')}
          />
          {close.error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No fue posible cerrar la caja">
              <Text size="sm">{errorMessage(close.error)}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={close.isPending}>
              Cancelar
            </Button>
            <Button type="submit" color="red" leftSection={<IconLock size={18} />}>
              Cerrar caja
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        title="Cerrar caja"
        confirmLabel="Confirmar cierre"
        color="red"
        loading={close.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {differs
          ? 'La caja se cerrará con diferencias y no podrá reabrirse. ¿Desea cerrarla?'
          : 'La caja se cerrará y no podrá reabrirse. ¿Desea cerrarla?'}
      </ConfirmModal>
    </Paper>
  );
}

type CloseForm = UseFormReturnType<CloseValues>;

/** The count per method: a table on a desk, one block per method on a phone (no sideways scrolling). */
function CountByMethod({ caja, form }: { caja: CajaDetail; form: CloseForm }) {
  const phone = useIsMobile();
  const rows = caja.totales.map((t) => ({
    ...t,
    difference: methodDifference(t.nesperado, form.values.contado[t.scodmediopago] ?? ''),
    input: (
      <ClpInput
        aria-label={`Contado ${t.sdesmediopago}`}
        size={phone ? 'sm' : 'xs'}
        {...form.getInputProps(`contado.${t.scodmediopago}`)}
      />
    ),
  }));
  const shown = (difference: number | null) => (difference === null ? '—' : formatPesos(difference));
  if (phone)
    return (
      <Stack gap="xs" role="list" aria-label="Arqueo por medio de pago">
        {rows.map((r) => (
          <Paper key={r.scodmediopago} withBorder radius="sm" p="xs" role="listitem">
            <Text fw={600} size="sm" mb={4}>
              {r.sdesmediopago}
            </Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
              <Text size="sm" c="dimmed">
                Esperado
              </Text>
              <Text size="sm" ta="right">
                {formatPesos(r.nesperado)}
              </Text>
              <Text size="sm" c="dimmed" style={{ alignSelf: 'center' }}>
                Contado
              </Text>
              {r.input}
              <Text size="sm" c="dimmed">
                Diferencia
              </Text>
              <Text
                size="sm"
                ta="right"
                c={r.difference ? 'red' : undefined}
                aria-label={`Diferencia ${r.sdesmediopago}`}
              >
                {shown(r.difference)}
              </Text>
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table aria-label="Arqueo por medio de pago" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Medio</Table.Th>
          <Table.Th ta="right">Esperado</Table.Th>
          <Table.Th>Contado</Table.Th>
          <Table.Th ta="right">Diferencia</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.scodmediopago}>
            <Table.Td>{r.sdesmediopago}</Table.Td>
            <Table.Td ta="right">{formatPesos(r.nesperado)}</Table.Td>
            <Table.Td miw={110}>{r.input}</Table.Td>
            <Table.Td
              ta="right"
              c={r.difference ? 'red' : undefined}
              aria-label={`Diferencia ${r.sdesmediopago}`}
            >
              {shown(r.difference)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
