import { Stack } from '@mantine/core';
import { isWarehouseCurrent, useRequiredSession } from '../../../app/session.ts';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { useWarehouseStatistics } from '../api.ts';
import { CardGrid } from '../CardGrid.tsx';
import { blockCards } from '../cards.ts';
import { StatCards } from '../StatCards.tsx';

export function WarehousePage() {
  const session = useRequiredSession();
  const warehouse = isWarehouseCurrent(session);
  const stats = useWarehouseStatistics(session.currentOfiBod, warehouse);

  return (
    <Stack gap="lg">
      <PageHeader title="Acciones de bodega" crumbs={[CRUMB.home, { label: 'Bodega' }]} />
      <StatCards
        stats={stats}
        items={[
          ['Pendientes de despacho', 'npendientedespacho'],
          ['Ingresos en el día', 'ningresoseneldia'],
        ]}
      />
      <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} cards={blockCards('Bodega', session)} />
    </Stack>
  );
}
