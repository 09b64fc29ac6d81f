import { type CajaDetail, formatPesos } from '@carga/domain';
import { Alert, Button, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { ClpInput } from '../../ui/ClpInput.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { errorMessage } from '../../ui/MessageModal.tsx';
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
          <Table.ScrollContainer minWidth={340} type="native">
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
                {caja.totales.map((t) => {
                  const difference = methodDifference(
                    t.nesperado,
                    form.values.contado[t.scodmediopago] ?? '',
                  );
                  return (
                    <Table.Tr key={t.scodmediopago}>
                      <Table.Td>{t.sdesmediopago}</Table.Td>
                      <Table.Td ta="right">{formatPesos(t.nesperado)}</Table.Td>
                      <Table.Td miw={110}>
                        <ClpInput
                          aria-label={`Contado ${t.sdesmediopago}`}
                          size="xs"
                          {...form.getInputProps(`contado.${t.scodmediopago}`)}
                        />
                      </Table.Td>
                      <Table.Td
                        ta="right"
                        c={difference ? 'red' : undefined}
                        aria-label={`Diferencia ${t.sdesmediopago}`}
                      >
                        {difference === null ? '—' : formatPesos(difference)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
