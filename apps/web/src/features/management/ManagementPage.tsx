import '@mantine/charts/styles.css';
import { placeLabel } from '@carga/domain';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useRequiredSession } from '../../api/session.ts';
import { DayInput } from '../../ui/DayInput.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { useOffices, useStorages } from '../lookups/api.ts';
import { type ManagementFilters, useVias } from './api.ts';
import { DifferencesCard } from './DifferencesCard.tsx';
import { DoorDeliveryCard } from './DoorDeliveryCard.tsx';
import { IntakeCard } from './IntakeCard.tsx';
import { LeadTimeCard } from './LeadTimeCard.tsx';
import { presetRange } from './labels.ts';
import { PendingCard } from './PendingCard.tsx';
import { SalesCard } from './SalesCard.tsx';

/** 'Gestión' (menu GEST-BODEGA, issue 17): the charts of a range, an office or warehouse and a vía. */
export function ManagementPage() {
  const session = useRequiredSession();
  const offices = useOffices();
  const storages = useStorages();
  const vias = useVias();
  const [filters, setFilters] = useState<ManagementFilters>({
    ...presetRange('last30'),
    codigo: '',
    codigoVia: '',
  });
  const set = (patch: Partial<ManagementFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const places = [
    ...session.oficinas.map((code) => ({
      value: code,
      label: placeLabel(offices.data?.find((o) => o.scodoficina === code)?.snomoficina, code),
    })),
    ...session.bodegas.map((code) => ({
      value: code,
      label: placeLabel(storages.data?.find((b) => b.scodbodega === code)?.snombodega, code),
    })),
  ];
  const valid = filters.desde !== '' && filters.hasta !== '' && filters.desde <= filters.hasta;
  const query: Record<string, string> = { desde: filters.desde, hasta: filters.hasta };
  if (filters.codigo) query.codigo = filters.codigo;
  if (filters.codigoVia) query.codigoVia = filters.codigoVia;

  return (
    <Stack gap="md">
      <PageHeader title="Gestión" crumbs={[CRUMB.home, { label: 'Gestión' }]} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <DayInput label="Desde" value={filters.desde} onChange={(desde) => set({ desde })} />
            <DayInput label="Hasta" value={filters.hasta} onChange={(hasta) => set({ hasta })} />
            <Select
              label="Oficina / bodega"
              placeholder="Todas las mías"
              clearable
              data={places}
              value={filters.codigo || null}
              onChange={(codigo) => set({ codigo: codigo ?? '' })}
            />
            <Select
              label="Vía"
              placeholder="Todas"
              clearable
              data={(vias.data ?? []).map((v) => ({ value: v.scodparametro01, label: v.sdeslargo01 }))}
              value={filters.codigoVia || null}
              onChange={(codigoVia) => set({ codigoVia: codigoVia ?? '' })}
            />
          </SimpleGrid>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => set(presetRange('last30'))}>
              Últimos 30 días
            </Button>
            <Button size="xs" variant="default" onClick={() => set(presetRange('year'))}>
              Este año
            </Button>
          </Group>
        </Stack>
      </Paper>
      {/* Two charts a row only where their tables fit whole: at 1366 px beside the menu they did not. */}
      {valid ? (
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
          <IntakeCard query={query} />
          <SalesCard query={query} />
          <LeadTimeCard query={query} />
          <DifferencesCard query={query} />
          <PendingCard query={query} />
          <DoorDeliveryCard query={query} />
        </SimpleGrid>
      ) : (
        <Alert color="yellow">
          Elija un rango válido: la fecha desde no puede ser posterior a la fecha hasta.
        </Alert>
      )}
    </Stack>
  );
}
