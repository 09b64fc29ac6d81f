import { Stack } from '@mantine/core';
import { isWarehouseCurrent, useRequiredSession } from '../../../app/session.ts';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { useWarehouseStatistics } from '../api.ts';
import { CardGrid } from '../CardGrid.tsx';
import { blockCards } from '../cards.ts';
import { StatCards } from '../StatCards.tsx';

/** Consulta RA filtered to the RAs without tariff still to dispatch. */
export const UNPRICED_RAS_PATH = '/dashboard/consulta-ra?sinTarifa=S';

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
          // Issue 12: unpriced cargo is never silent; the card opens Consulta RA with only those RAs.
          ['RAs sin tarifa', 'nsintarifa', UNPRICED_RAS_PATH],
        ]}
      />
      <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} cards={blockCards('Bodega', session)} />
    </Stack>
  );
}
