import { CAJA_STATE_LABELS, CAJA_STATES, type CajaSummary, cajaListQuery, formatPesos } from '@carga/domain';
import { Button, Select, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Column, DataList } from '../../ui/DataList.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { dataListQueryProps } from '../../ui/paged-query.ts';
import { useFilteredList } from '../../ui/useFilteredList.ts';
import { useOffices, useStorages } from '../lookups/api.ts';
import { useCajas } from './api.ts';
import { CajaStateBadge } from './CajaHeader.tsx';
import { cajaDetailPath } from './paths.ts';

const FILTERS = ['lugar', 'estado'] as const;
const TITLE = 'Cajas';

const STATE_OPTIONS = [
  { value: '', label: 'Todas' },
  ...CAJA_STATES.map((s) => ({ value: s, label: CAJA_STATE_LABELS[s] })),
];

const columns: Column<CajaSummary>[] = [
  { key: 'caja', header: 'Caja', nowrap: true, hideInCard: true, cell: (c) => c.nidcaja },
  { key: 'lugar', header: 'Lugar', cell: (c) => `${c.snomlugar} (${c.scodlugar})` },
  { key: 'usuario', header: 'Usuario', cell: (c) => c.snombreusuario || c.susuario },
  { key: 'estado', header: 'Estado', hideInCard: true, cell: (c) => <CajaStateBadge caja={c} /> },
  { key: 'apertura', header: 'Apertura', nowrap: true, cell: (c) => formatDateTime(c.dfecapertura) },
  {
    key: 'cierre',
    header: 'Cierre',
    nowrap: true,
    cell: (c) => (c.dfeccierre ? formatDateTime(c.dfeccierre) : '—'),
  },
  { key: 'movimientos', header: 'Movimientos', align: 'right', cell: (c) => c.nmovimientos },
  {
    key: 'esperado',
    header: 'Esperado',
    align: 'right',
    nowrap: true,
    cell: (c) => formatPesos(c.nesperado),
  },
  {
    key: 'diferencia',
    header: 'Diferencia',
    align: 'right',
    nowrap: true,
    cell: (c) => (c.ndiferencia === null ? '—' : formatPesos(c.ndiferencia)),
  },
];

/** 'Cajas' (FIN-COBRANZA): every open and closed caja of every place; each opens read-only. */
export function CajasPage() {
  const navigate = useNavigate();
  const offices = useOffices();
  const storages = useStorages();
  const { list, select, bar, result } = useFilteredList({
    keys: FILTERS,
    schema: cajaListQuery,
    useList: useCajas,
  });
  const places = [
    { value: '', label: 'Todos' },
    ...(offices.data ?? []).map((o) => ({
      value: o.scodoficina,
      label: `${o.snomoficina} (${o.scodoficina})`,
    })),
    ...(storages.data ?? []).map((s) => ({
      value: s.scodbodega,
      label: `${s.snombodega} (${s.scodbodega})`,
    })),
  ];
  const open = (c: CajaSummary) => navigate(cajaDetailPath(c.nidcaja));
  return (
    <Stack gap="md">
      <PageHeader title={TITLE} crumbs={[CRUMB.home, { label: TITLE }]} />
      <FilterBar {...bar}>
        <Select label="Lugar" data={places} allowDeselect={false} searchable {...select('lugar')} />
        <Select label="Estado" data={STATE_OPTIONS} allowDeselect={false} {...select('estado')} />
      </FilterBar>
      <DataList
        label={TITLE}
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        rowKey={(c) => c.nidcaja}
        emptyText="No hay cajas con estos filtros"
        onOpen={open}
        action={(c) => (
          <Button size="xs" variant="light" onClick={() => open(c)} aria-label={`Ver la caja ${c.nidcaja}`}>
            Ver
          </Button>
        )}
        cardTitle={(c) => `Caja ${c.nidcaja}`}
        cardAside={(c) => <CajaStateBadge caja={c} />}
      />
    </Stack>
  );
}
