import type { LoadingListRaCard } from '@carga/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Field } from '../../../ui/Field.tsx';
import { formatDate, formatMeasure } from '../../../ui/format.ts';
import { SinTarifaBadge } from '../../customer/tariffs/ServicePriceCard.tsx';

/** An RA on the list: editable (comment, packages, remove) in ENCREA, otherwise a view button only. */
export function RaCard({
  ra,
  editable,
  onComment,
  onPackages,
  onRemove,
}: {
  ra: LoadingListRaCard;
  editable: boolean;
  onComment: () => void;
  onPackages: () => void;
  onRemove: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={`RA ${ra.nidra}`}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={700}>RA {ra.nidra}</Text>
            {ra.sindsintarifa === 'S' && <SinTarifaBadge />}
          </Group>
          <Text size="sm" c="dimmed">
            {formatDate(ra.dfhoingreso)}
          </Text>
        </Group>
        <Field label="Remitente" value={ra.snomremitente} />
        <Field label="Destinatario" value={ra.snomdestinatario} />
        <Field label="Descripción" value={ra.sdescripcioncarga} />
        <Field label="Bultos disponibles" value={ra.ncantidadbultosdispo} />
        <Field label="Peso disponible kg" value={formatMeasure(ra.npesodisponible)} />
        <Field label="Volumen disponible m³" value={formatMeasure(ra.nvolumendisponible)} />
        <Field label="Bultos ingresados" value={ra.ncantidadingresada} />
        <Field label="Peso ingresado kg" value={formatMeasure(ra.npesoingresado)} />
        <Field label="Volumen ingresado m³" value={formatMeasure(ra.nvolumeningresado)} />
        <Field label="Observaciones" value={ra.sobservaciones} />
        <Group justify="flex-end" gap="xs" mt="xs">
          {editable ? (
            <>
              <Button size="xs" variant="light" onClick={onComment} aria-label={`Comentar RA ${ra.nidra}`}>
                Comentar
              </Button>
              <Button
                size="xs"
                variant="light"
                onClick={onPackages}
                aria-label={`Editar bultos RA ${ra.nidra}`}
              >
                Editar bultos
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={onRemove}
                aria-label={`Quitar RA ${ra.nidra}`}
              >
                Quitar
              </Button>
            </>
          ) : (
            <Button size="xs" variant="light" onClick={onPackages} aria-label={`Ver bultos RA ${ra.nidra}`}>
              Ver
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
