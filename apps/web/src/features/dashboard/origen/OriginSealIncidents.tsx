import type { OfficeSealIncident } from '@carga/domain';
import { Group, Paper, Text, Title } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { OpenRaLink } from '../../../ui/ra-columns.tsx';
import { usePlaceLabel } from '../../lookups/place-names.ts';
import { useOriginSealIncidents } from '../api.ts';

const detailPath = (nidra: number) => `/detalle/recepcion/${nidra}`;

const columns = (place: (code: string) => string): Column<OfficeSealIncident>[] => [
  {
    key: 'ra',
    header: 'RA',
    nowrap: true,
    hideInCard: true,
    cell: (row) => <Text fw={600}>{row.nidra}</Text>,
  },
  { key: 'lista', header: 'Lista de carga', nowrap: true, cell: (row) => row.scodlistacarga },
  { key: 'despachado', header: 'Sello despachado', cell: (row) => row.sselloseguridad ?? '—' },
  {
    key: 'llegada',
    header: 'Sello de llegada',
    cell: (row) => (
      <Text size="sm" fw={700} c="red.8" style={{ overflowWrap: 'anywhere' }}>
        {row.ssellollegada}
      </Text>
    ),
  },
  { key: 'bodega', header: 'Bodega', nowrap: true, cell: (row) => place(row.scodbodegadestino) },
  { key: 'fecha', header: 'Registrado', nowrap: true, cell: (row) => formatDateTime(row.dfhosellollegada) },
];

/**
 * The office's RAs on lists whose seal at the destination was not the dispatched one (last 30 days), each
 * opening its RA detail; nothing when there are none.
 */
export function OriginSealIncidents({ office }: { office: string | null }) {
  const navigate = useNavigate();
  const place = usePlaceLabel();
  const [page, setPage] = useState(1);
  const incidents = useOriginSealIncidents(office, page, office !== null);
  const cols = useMemo(() => columns(place), [place]);
  const rows = incidents.data?.list;
  const pages = incidents.data?.totalPaginas ?? 1;
  if (!rows || rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="Sellos distintos" id="sellos-distintos">
      <Group gap="xs" mb={4}>
        <IconLockOpen size={20} color="var(--mantine-color-red-7)" />
        <Title order={4}>Sellos distintos</Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Listas de carga que llegaron a destino con un sello distinto al despachado (últimos 30 días).
      </Text>
      <DataList
        label="Sellos distintos"
        columns={cols}
        rows={rows}
        rowKey={(row) => `${row.scodlistacarga}-${row.nidra}`}
        cardTitle={(row) => `RA ${row.nidra} · ${row.scodlistacarga}`}
        refreshing={incidents.isPlaceholderData}
        onOpen={(row) => navigate(detailPath(row.nidra))}
        action={(row) => <OpenRaLink to={detailPath(row.nidra)} nidra={row.nidra} />}
        {...(pages > 1 ? { page, totalPages: pages, onPageChange: setPage } : {})}
      />
    </Paper>
  );
}
