import { FIGURE_READERS } from '@carga/domain';
import { Stack } from '@mantine/core';
import { hasMenu, isWarehouseCurrent, useRequiredSession } from '../../../api/session.ts';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { useWarehouseStatistics } from '../api.ts';
import { CardGrid } from '../CardGrid.tsx';
import { blockCards } from '../cards.ts';
import { StatCards } from '../StatCards.tsx';

/** Consulta RA filtered to the RAs without tariff still to dispatch. */
export const UNPRICED_RAS_PATH = '/dashboard/consulta-ra?sinTarifa=S';

export function WarehousePage() {
  const session = useRequiredSession();
  // The figures only for those whose menus may read them (issue 30): the cards stay for the rest.
  const figures = isWarehouseCurrent(session) && hasMenu(session, ...FIGURE_READERS.warehouse);
  const stats = useWarehouseStatistics(session.currentOfiBod, figures);

  return (
    <Stack gap="lg">
      <PageHeader title="Acciones de bodega" crumbs={[CRUMB.home, { label: 'Bodega' }]} />
      {figures && (
        <StatCards
          stats={stats}
          items={[
            ['Pendientes de despacho', 'npendientedespacho'],
            ['Ingresos en el día', 'ningresoseneldia'],
            // Issue 12: unpriced cargo is never silent; the card opens Consulta RA with only those RAs.
            ['RAs sin tarifa', 'nsintarifa', UNPRICED_RAS_PATH],
          ]}
        />
      )}
      <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} cards={blockCards('Bodega', session)} />
    </Stack>
  );
}
