import { Alert, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DayInput } from '../../ui/DayInput.tsx';
import { todayIso } from '../../ui/format.ts';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { useClientSearch } from './api.ts';
import { StatementView } from './StatementView.tsx';

/** The first day of the month, a year back: the default period of a statement. */
export const yearAgo = (today: string) => `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;

/** Period fields shared by both statement screens; a backwards period is said before asking. */
export function PeriodFields({
  desde,
  hasta,
  onChange,
}: {
  desde: string;
  hasta: string;
  onChange: (patch: { desde?: string; hasta?: string }) => void;
}) {
  return (
    <>
      <DayInput label="Desde" value={desde} onChange={(v) => onChange({ desde: v })} />
      <DayInput label="Hasta" value={hasta} onChange={(v) => onChange({ hasta: v })} />
    </>
  );
}

export const validPeriod = (desde: string, hasta: string) => desde !== '' && hasta !== '' && desde <= hasta;

/** 'Estado de cuenta' for staff (FIN-COBRANZA): a client, a period, the statement and its downloads. */
export function StatementPage() {
  const today = todayIso();
  const [period, setPeriod] = useState({ desde: yearAgo(today), hasta: today });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [client, setClient] = useState<string | null>(null);
  const found = useClientSearch(debounced);
  const options = (found.data ?? []).map((c) => ({
    value: String(c.nidcliente),
    label: `${c.snombrecliente} (${c.srutcliente})`,
  }));
  const valid = validPeriod(period.desde, period.hasta);
  return (
    <Stack gap="md">
      <PageHeader
        title="Estado de cuenta"
        crumbs={[CRUMB.home, { label: 'Gestión' }, { label: 'Estado de cuenta' }]}
      />
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Cliente"
            placeholder="Escriba el nombre"
            searchable
            clearable
            data={options}
            value={client}
            searchValue={search}
            onSearchChange={setSearch}
            onChange={setClient}
            nothingFoundMessage={
              debounced.trim().length >= 2 ? 'Sin clientes con ese nombre' : 'Escriba 2 letras o más'
            }
          />
          <PeriodFields {...period} onChange={(p) => setPeriod((v) => ({ ...v, ...p }))} />
        </SimpleGrid>
      </Paper>
      {!valid && <Alert color="yellow">La fecha desde no puede ser posterior a la fecha hasta.</Alert>}
      {client === null ? (
        <Alert color="blue">Elija un cliente para ver su estado de cuenta.</Alert>
      ) : (
        <StatementView filters={{ nidcliente: Number(client), ...period }} enabled={valid} />
      )}
    </Stack>
  );
}

/** The customer's own statement, opened from Mis cargas. */
export function MyStatementPage() {
  const today = todayIso();
  const [period, setPeriod] = useState({ desde: yearAgo(today), hasta: today });
  const valid = validPeriod(period.desde, period.hasta);
  return (
    <Stack gap="md">
      <PageHeader
        title="Estado de cuenta"
        crumbs={[{ label: 'Mis cargas', to: '/dashboard/cargas' }, { label: 'Estado de cuenta' }]}
      />
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PeriodFields {...period} onChange={(p) => setPeriod((v) => ({ ...v, ...p }))} />
        </SimpleGrid>
      </Paper>
      {!valid && <Alert color="yellow">La fecha desde no puede ser posterior a la fecha hasta.</Alert>}
      <StatementView filters={period} enabled={valid} />
    </Stack>
  );
}
