import { messages } from '@carga/domain';
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { formatMeasure } from '../../../ui/format.ts';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { errorMessage } from '../../../ui/MessageModal.tsx';
import { useListPackages, useUpdatePackages } from '../api.ts';

/**
 * 'Editar bultos' of an RA on the list (spec 2 section 5): digits only, at most available + entered;
 * an emptied quantity drops out of the pending changes; 'Confirmar' is disabled with no changes.
 */
export function PackagesModal({
  code,
  ra,
  editable,
  onClose,
}: {
  code: string;
  ra: number | null;
  editable: boolean;
  onClose: () => void;
}) {
  const packages = useListPackages(code, ra);
  const update = useUpdatePackages(code);
  const [changes, setChanges] = useState<Record<number, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another RA (or a new opening) is shown.
  useEffect(() => {
    setChanges({});
    update.reset();
  }, [ra]);

  const lines = packages.data?.bultoList ?? [];
  const problems = Object.fromEntries(
    Object.entries(changes).map(([item, value]) => {
      const line = lines.find((l) => l.niditem === Number(item));
      if (!/^\d+$/.test(value)) return [item, messages.onlyNumbers];
      if (line && Number(value) > line.ncantidadbultosdispo + line.ncantidadingresada)
        return [item, messages.quantityOverAvailable];
      return [item, null];
    }),
  );
  const valid = Object.values(problems).every((p) => p === null);
  const pending = Object.keys(changes).length > 0;

  const set = (niditem: number, value: string) =>
    setChanges((current) => {
      const next = { ...current };
      if (value.trim() === '') delete next[niditem];
      else next[niditem] = value.trim();
      return next;
    });

  const confirm = () => {
    if (ra === null) return;
    update.mutate(
      {
        ra,
        changes: Object.entries(changes).map(([item, value]) => ({
          niditem: Number(item),
          ncantidadbultos: Number(value),
        })),
      },
      { onSuccess: onClose },
    );
  };

  let body: ReactNode;
  if (packages.error) body = <LoadError error={packages.error} onRetry={() => packages.refetch()} />;
  else if (!packages.data) body = <Loading />;
  else if (lines.length === 0) body = <Text c="dimmed">{messages.noPackages}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tipo</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th ta="right">Disponibles</Table.Th>
              <Table.Th ta="right">Ingresados</Table.Th>
              <Table.Th ta="right">Volumen m³</Table.Th>
              {editable && <Table.Th>Nueva cantidad</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.niditem}>
                <Table.Td>{line.sdestipobulto}</Table.Td>
                <Table.Td ta="right">{line.ncantidadbultos}</Table.Td>
                <Table.Td ta="right">{line.ncantidadbultosdispo}</Table.Td>
                <Table.Td ta="right">{line.ncantidadingresada}</Table.Td>
                <Table.Td ta="right">
                  {formatMeasure(line.nvolumenbultom3 * line.ncantidadingresada)}
                </Table.Td>
                {editable && (
                  <Table.Td>
                    <TextInput
                      size="xs"
                      inputMode="numeric"
                      aria-label={`Cantidad ${line.sdestipobulto} ${line.niditem}`}
                      value={changes[line.niditem] ?? ''}
                      onChange={(e) => set(line.niditem, e.currentTarget.value)}
                      error={problems[line.niditem] ?? undefined}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Modal opened={ra !== null} onClose={onClose} title={`Bultos del RA ${ra ?? ''}`} size="lg" centered>
      <Stack gap="md">
        {body}
        {update.error && (
          <Text c="red" role="alert">
            {errorMessage(update.error)}
          </Text>
        )}
        <Group justify="flex-end">
          {editable && (
            <DisabledReason
              reason={
                !valid ? 'Corrija las cantidades marcadas.' : pending ? null : 'Sin cambios que confirmar.'
              }
            />
          )}
          <Button variant="default" onClick={onClose}>
            {editable ? 'Cancelar' : 'Cerrar'}
          </Button>
          {editable && (
            <Button disabled={!pending || !valid} loading={update.isPending} onClick={confirm}>
              Confirmar
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
