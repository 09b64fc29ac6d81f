import type { DestinationRaCard } from '@carga/domain';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconEye, IconPlus } from '@tabler/icons-react';
import { Field } from '../../../ui/Field.tsx';
import { formatMeasure } from '../../../ui/format.ts';
import { StateBadge } from '../../../ui/StateBadge.tsx';
import { CountFields, DifferenceBadge } from '../ReceptionCounts.tsx';

/** Where the RA's last save stands: the edit button shows a spinner, then a check (spec 2 section 2). */
export type SaveStatus = 'saving' | 'saved';

function EditIcon({ status }: { status: SaveStatus | undefined }) {
  if (status === 'saving') return <Loader size={14} color="currentColor" aria-label="Guardando" />;
  if (status === 'saved') return <IconCheck size={16} aria-label="Guardado" />;
  return <IconPlus size={16} />;
}

/** An RA of the list being received: what left, what arrived, and its 'Editar RA' button. */
export function ReceiveRaCard({
  ra,
  editable,
  status,
  onEdit,
}: {
  ra: DestinationRaCard;
  editable: boolean;
  status: SaveStatus | undefined;
  onEdit: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={`RA ${ra.nidra}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>RA {ra.nidra}</Text>
          <StateBadge code={ra.scodestado} label={ra.sdesestado} />
        </Group>
        <Group gap="xs">
          {ra.scontado === 'S' ? (
            <Badge variant="light" color="teal">
              Contado
            </Badge>
          ) : ra.ncantidadrecibida + ra.ncantidadfaltante > 0 ? (
            <Badge variant="outline" color="yellow">
              Conteo parcial
            </Badge>
          ) : (
            <Badge variant="outline" color="gray">
              Sin contar
            </Badge>
          )}
          <DifferenceBadge count={ra} />
        </Group>
        <Field label="Remitente" value={ra.snomremitente} />
        <Field label="Destinatario" value={ra.snomdestinatario} />
        <Field label="Descripción" value={ra.sdescripcioncarga} />
        <Field label="Peso kg" value={formatMeasure(ra.npesokg)} />
        <Field label="Volumen m³" value={formatMeasure(ra.nvolumenm3)} />
        <CountFields count={ra} />
        <Group justify="flex-end" mt="xs">
          {editable ? (
            <Button
              size="xs"
              variant="light"
              color={status === 'saved' ? 'teal' : 'blue'}
              leftSection={<EditIcon status={status} />}
              disabled={status === 'saving'}
              onClick={onEdit}
              aria-label={`Editar RA ${ra.nidra}`}
              aria-busy={status === 'saving' || undefined}
            >
              Editar
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={16} />}
              onClick={onEdit}
              aria-label={`Ver RA ${ra.nidra}`}
            >
              Ver
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
