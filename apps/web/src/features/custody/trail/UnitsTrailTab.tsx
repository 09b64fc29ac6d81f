import {
  formatDayTime,
  LABEL_FORMAT_NAMES,
  LABEL_FORMATS,
  parseUnitCode,
  type UnitItem,
} from '@carga/domain';
import { Accordion, ActionIcon, Badge, Group, Menu, Stack, Text, Timeline } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { useReprintUnitLabel } from '../../shipment/api.ts';
import { useUnitTrails } from './api.ts';
import { EventPhoto } from './EventPhoto.tsx';

const STATE_COLORS: Record<UnitItem['sestado'], string> = {
  BODEGA: 'gray',
  CARGADA: 'blue',
  VERIFICADA: 'indigo',
  TRANSITO: 'grape',
  RECIBIDA: 'teal',
  DANADA: 'orange',
  FALTANTE: 'red',
  ALISTADA: 'cyan',
  EN_REPARTO: 'lime',
  ENTREGADA: 'green',
};

function UnitTrail({ nidra, unit }: { nidra: number; unit: UnitItem }) {
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
              // Staff read the account; customers get no account, only the role (issue 29).
              event.susuario || event.srol,
              event.sorigen === 'ESCANEO' ? 'Escaneo' : 'Manual',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <EventPhoto nidra={nidra} event={event} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * 'Reimprimir etiqueta' of one unit (a torn or lost label), beside its row: a button inside the
 * accordion's own button would be a button in a button.
 */
function ReprintMenu({ nidra, unit }: { nidra: number; unit: UnitItem }) {
  const reprint = useReprintUnitLabel(nidra);
  const notices = useMessageModal();
  const code = parseUnitCode(unit.scodigo);
  if (!code) return null;
  const label = `Reimprimir etiqueta del bulto ${unit.snumerobulto}`;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={label}
            title="Reimprimir etiqueta"
            loading={reprint.isPending}
          >
            <IconPrinter size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{`Reimprimir etiqueta ${unit.snumerobulto}`}</Menu.Label>
          {LABEL_FORMATS.map((format) => (
            <Menu.Item
              key={format}
              onClick={() =>
                reprint.mutate(
                  { k: code.k, n: code.n, format },
                  { onError: (error) => notices.showError(error, 'Reimprimir etiqueta') },
                )
              }
            >
              {LABEL_FORMAT_NAMES[format]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {notices.modal}
    </>
  );
}

/**
 * 'Seguimiento': each package of the RA as a unit, where it is and every hand-off it went through; staff
 * who may print labels (`reprint`) print one unit's label again from its row.
 */
export function UnitsTrailTab({ nidra, reprint = false }: { nidra: number; reprint?: boolean }) {
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
          <Group wrap="nowrap" gap={4} pr={reprint ? 'xs' : 0}>
            <Accordion.Control style={{ flex: 1, minWidth: 0 }}>
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
            {reprint && <ReprintMenu nidra={nidra} unit={unit} />}
          </Group>
          <Accordion.Panel>
            <UnitTrail nidra={nidra} unit={unit} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
