import { messages } from '@carga/domain';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { formatMeasure } from '../../../ui/format.ts';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { errorMessage } from '../../../ui/MessageModal.tsx';
import { useAddRas, useAvailableRas } from '../api.ts';

/** 'Agregar nuevo RA': the RAs of the operation's route with free units, searched by RA number. */
export function AddRaModal({
  code,
  operation,
  opened,
  onClose,
}: {
  code: string;
  operation: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<{ operacionId: number; raId: number } | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const available = useAvailableRas(code, opened ? search : null);
  const add = useAddRas(code);
  const digits = /^\d*$/.test(text);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another RA (or a new opening) is shown.
  useEffect(() => {
    if (!opened) return;
    setText('');
    setSelected([]);
    setSearch({ operacionId: operation, raId: 0 });
    add.reset();
  }, [opened, operation]);

  const toggle = (nidra: number) =>
    setSelected((current) =>
      current.includes(nidra) ? current.filter((n) => n !== nidra) : [...current, nidra],
    );

  const rows = available.data ?? [];
  let body: ReactNode;
  if (available.error) body = <LoadError error={available.error} onRetry={() => available.refetch()} />;
  else if (!available.data) body = <Loading />;
  else if (rows.length === 0)
    body = (
      <Text c="dimmed" ta="center" py="md">
        {messages.noRas}
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>RA</Table.Th>
              <Table.Th>Remitente</Table.Th>
              <Table.Th>Destinatario</Table.Th>
              <Table.Th ta="right">Bultos disp.</Table.Th>
              <Table.Th ta="right">Volumen m³</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((ra) => (
              <Table.Tr key={ra.nidra}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Seleccionar RA ${ra.nidra}`}
                    checked={selected.includes(ra.nidra)}
                    onChange={() => toggle(ra.nidra)}
                  />
                </Table.Td>
                <Table.Td>{ra.nidra}</Table.Td>
                <Table.Td>{ra.snomremitente}</Table.Td>
                <Table.Td>{ra.snomdestinatario}</Table.Td>
                <Table.Td ta="right">{ra.ncantidadbultosdispo}</Table.Td>
                <Table.Td ta="right">{formatMeasure(ra.nvolumendisponible)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Modal opened={opened} onClose={onClose} title="Agregar nuevo RA" size="lg" centered>
      <Stack gap="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (digits) setSearch({ operacionId: operation, raId: Number(text || 0) });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Número de RA"
              inputMode="numeric"
              value={text}
              onChange={(e) => setText(e.currentTarget.value.trim())}
              error={digits ? undefined : messages.onlyNumbers}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" disabled={!digits}>
              Buscar
            </Button>
          </Group>
        </form>
        {body}
        {add.error && (
          <Text c="red" role="alert">
            {errorMessage(add.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <DisabledReason reason={selected.length === 0 ? messages.raListRequired : null} />
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            disabled={selected.length === 0}
            loading={add.isPending}
            onClick={() => add.mutate({ operacionId: operation, raList: selected }, { onSuccess: onClose })}
          >
            Agregar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
