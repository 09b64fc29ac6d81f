import type { ReceptionCount } from '@carga/domain';
import { Badge, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Field } from '../../ui/Field.tsx';
import { Figure } from '../loading-list/detail/ListInfo.tsx';

// What arrived against what left, the same way on the Recibir cards, the RA cards, the list's side
// panel and the 'Editar RA' modal: dispatched = received + missing; damaged are among the received.

export const hasDifference = (count: ReceptionCount) =>
  count.ncantidadfaltante > 0 || count.ncantidaddanada > 0;

/** Units of lines nobody has counted yet (taken as arrived when the list is received). */
export const uncounted = (count: ReceptionCount) =>
  Math.max(0, count.ncantidaddespachada - count.ncantidadrecibida - count.ncantidadfaltante);

/** 'Con diferencias' when something is missing or damaged. */
export function DifferenceBadge({ count }: { count: ReceptionCount }) {
  if (!hasDifference(count)) return null;
  return (
    <Badge color="red" variant="filled" leftSection={<IconAlertTriangle size={12} />}>
      Con diferencias
    </Badge>
  );
}

const warn = (value: number, color: string): ReactNode =>
  value > 0 ? (
    <Text span size="sm" fw={700} c={color}>
      {value}
    </Text>
  ) : (
    value
  );

/** The four counts as a card's label and value lines. */
export function CountFields({ count }: { count: ReceptionCount }) {
  return (
    <>
      <Field label="Despachados" value={count.ncantidaddespachada} />
      <Field label="Recibidos" value={count.ncantidadrecibida} />
      <Field label="Faltantes" value={warn(count.ncantidadfaltante, 'red')} />
      <Field label="Dañados" value={warn(count.ncantidaddanada, 'orange.8')} />
      {uncounted(count) > 0 && <Field label="Sin contar" value={uncounted(count)} />}
    </>
  );
}

/** The four counts as figures, with the RAs that differ when the list's count is shown. */
export function ReceptionFigures({
  count,
  title = 'Recepción',
  rasWithDifference,
}: {
  count: ReceptionCount;
  title?: string;
  rasWithDifference?: number;
}) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        <Figure label="Despachados" value={String(count.ncantidaddespachada)} />
        <Figure label="Recibidos" value={String(count.ncantidadrecibida)} />
        <Figure
          label="Faltantes"
          value={String(count.ncantidadfaltante)}
          color={count.ncantidadfaltante > 0 ? 'red' : undefined}
        />
        <Figure
          label="Dañados"
          value={String(count.ncantidaddanada)}
          color={count.ncantidaddanada > 0 ? 'orange.8' : undefined}
        />
      </SimpleGrid>
      {uncounted(count) > 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {`${uncounted(count)} sin contar: se toman como recibidos al recepcionar.`}
        </Text>
      )}
      {rasWithDifference !== undefined && rasWithDifference > 0 && (
        <Text size="sm" c="red" fw={600} mt="sm">
          {rasWithDifference === 1 ? '1 RA con diferencias' : `${rasWithDifference} RAs con diferencias`}
        </Text>
      )}
    </Paper>
  );
}
