import type { RaListItem } from '@carga/domain';
import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import { IconChevronRight, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Column } from './DataList.tsx';
import { formatDate, formatMeasure } from './format.ts';
import { StateBadge } from './StateBadge.tsx';
import { TwoLineCell } from './TwoLineCell.tsx';
import { useIsMobile } from './useIsMobile.ts';

// The columns the RA lists share (spec 1 section 2), each with the list's own heading.

type RaColumn = Column<RaListItem>;

export const raNumberColumn: RaColumn = {
  key: 'nidra',
  header: 'RA',
  nowrap: true,
  hideInCard: true,
  cell: (ra) => <Text fw={600}>{ra.nidra}</Text>,
};

export const dateColumn: RaColumn = {
  key: 'fecha',
  header: 'Fecha',
  nowrap: true,
  cell: (ra) => formatDate(ra.dfecrecepcion),
};

/** Who sends the RA, name over RUT; any list whose rows name the sender (staff's or a customer's). */
export const senderColumn: Column<Pick<RaListItem, 'snomremitente' | 'srutremitente'>> = {
  key: 'remitente',
  header: 'Remitente',
  cell: (ra) => <TwoLineCell main={ra.snomremitente} sub={ra.srutremitente} />,
};

export const recipientColumn: RaColumn = {
  key: 'destinatario',
  header: 'Destinatario',
  cell: (ra) => <TwoLineCell main={ra.snomdestinatario} sub={ra.srutdestinatario} />,
};

export const stateColumn: RaColumn = {
  key: 'estado',
  header: 'Estado',
  nowrap: true,
  hideInCard: true,
  cell: (ra) => <StateBadge code={ra.scodestado} label={ra.sdesestado} />,
};

export const viaColumn: RaColumn = {
  key: 'via',
  header: 'Vía',
  cell: (ra) => ra.sdesviadespacho,
};

export const packagesColumn: RaColumn = {
  key: 'bultos',
  header: 'Bultos',
  align: 'right',
  cell: (ra) => ra.ncantidadbultos.toLocaleString('es-CL'),
};

export const attachmentsColumn: RaColumn = {
  key: 'adjuntos',
  header: 'Adjuntos',
  align: 'right',
  cell: (ra) => ra.ncantidadadjuntos.toLocaleString('es-CL'),
};

export const weightColumn = (header = 'Peso total (kg)'): RaColumn => ({
  key: 'peso',
  header,
  align: 'right',
  nowrap: true,
  cell: (ra) => formatMeasure(ra.npesobrutokg),
});

export const volumeColumn = (header = 'Volumen (m³)'): RaColumn => ({
  key: 'volumen',
  header,
  align: 'right',
  nowrap: true,
  cell: (ra) => formatMeasure(ra.nvolumenm3),
});

/** The columns every list of RAs shows: number, date, parties, state, via and packages. */
export const raListColumns: RaColumn[] = [
  raNumberColumn,
  dateColumn,
  senderColumn,
  recipientColumn,
  stateColumn,
  viaColumn,
  packagesColumn,
];

export const cardTitle = (ra: Pick<RaListItem, 'nidra'>) => `RA ${ra.nidra}`;
export const cardState = (ra: Pick<RaListItem, 'scodestado' | 'sdesestado'>) => (
  <StateBadge code={ra.scodestado} label={ra.sdesestado} size="sm" />
);

/** The row's way into a detail: an eye on desktop, a 'Ver detalle' button on a phone. */
export function OpenRaLink({ to, nidra }: { to: string; nidra: number }) {
  const isMobile = useIsMobile();
  const label = `Ver RA ${nidra}`;
  if (isMobile) {
    return (
      <Button
        component={Link}
        to={to}
        size="xs"
        variant="light"
        rightSection={<IconChevronRight size={14} />}
        aria-label={label}
      >
        Ver detalle
      </Button>
    );
  }
  return (
    <Tooltip label="Ver detalle" withArrow>
      <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label}>
        <IconEye size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
