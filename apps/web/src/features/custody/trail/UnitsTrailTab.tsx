import { formatDayTime, type UnitItem } from '@carga/domain';
import { Accordion, Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useUnitTrails } from './api.ts';

const STATE_COLORS: Record<UnitItem['sestado'], string> = {
  BODEGA: 'gray',
  CARGADA: 'blue',
  VERIFICADA: 'indigo',
  TRANSITO: 'grape',
  RECIBIDA: 'teal',
  DANADA: 'orange',
  FALTANTE: 'red',
};

function UnitTrail({ unit }: { unit: UnitItem }) {
  if (unit.eventoList.length === 0) return <Text c="dimmed">Sin movimientos registrados.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={unit.eventoList.length - 1}>
      {unit.eventoList.map((event) => (
        <Timeline.Item
          key={event.nidevento}
          color={event.stipoevento === 'ANOMALIA' ? 'red' : 'blue'}
          title={event.sdesevento}
        >
          <Text size="sm">{event.smensaje}</Text>
          <Text size="xs" c="dimmed">
            {[
              formatDayTime(event.dfecha),
              event.slugar,
              event.susuario,
              event.sorigen === 'ESCANEO' ? 'Escaneo' : 'Manual',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** 'Seguimiento': each package of the RA as a unit, where it is and every hand-off it went through. */
export function UnitsTrailTab({ nidra }: { nidra: number }) {
  const trails = useUnitTrails(nidra, true);
  if (trails.error) return <LoadError error={trails.error} onRetry={() => trails.refetch()} />;
  if (!trails.data) return <Loading />;
  const units = trails.data.unidadList;
  if (units.length === 0)
    return <Text c="dimmed">Los bultos se registran como unidades al finalizar el ingreso del RA.</Text>;
  return (
    <Accordion variant="separated" multiple aria-label="Seguimiento de bultos">
      {units.map((unit) => (
        <Accordion.Item key={unit.nidunidad} value={String(unit.nidunidad)}>
          <Accordion.Control>
            <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
              <Stack gap={0}>
                <Text fw={600}>{`Bulto ${unit.snumerobulto}`}</Text>
                <Text size="xs" c="dimmed">
                  {`${unit.sdestipobulto} · ${unit.scodigo}`}
                </Text>
              </Stack>
              <Group gap="xs">
                {unit.scodlistacarga && <Badge variant="outline">{unit.scodlistacarga}</Badge>}
                <Badge color={STATE_COLORS[unit.sestado]} variant="light">
                  {unit.sdesestado}
                </Badge>
              </Group>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <UnitTrail unit={unit} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
