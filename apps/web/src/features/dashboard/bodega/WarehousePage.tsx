import { SimpleGrid, Stack } from '@mantine/core';
import { isWarehouseCurrent, useRequiredSession } from '../../../app/session.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { StatCard } from '../../../ui/StatCard.tsx';
import { useWarehouseStatistics } from '../api.ts';
import { CardGrid } from '../CardGrid.tsx';
import { blockCards } from '../cards.ts';

export function WarehousePage() {
  const session = useRequiredSession();
  const warehouse = isWarehouseCurrent(session);
  const stats = useWarehouseStatistics(session.currentOfiBod, warehouse);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Acciones de bodega"
        crumbs={[{ label: 'Panel principal', to: '/dashboard/welcome' }, { label: 'Bodega' }]}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard
          label="Pendientes de despacho"
          value={stats.data?.npendientedespacho}
          loading={stats.isLoading}
        />
        <StatCard label="Ingresos en el día" value={stats.data?.ningresoseneldia} loading={stats.isLoading} />
      </SimpleGrid>
      <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} cards={blockCards('Bodega', session)} />
    </Stack>
  );
}
