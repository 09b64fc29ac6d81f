import { FIGURE_READERS } from '@carga/domain';
import { Stack } from '@mantine/core';
import { hasMenu, isWarehouseCurrent, useRequiredSession } from '../../../api/session.ts';
import { ActionCardGrid } from '../../../ui/ActionCardGrid.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { useWarehouseStatistics } from '../api.ts';
import { useDashboardCards } from '../dashboard-cards.ts';
import { StatCards } from '../StatCards.tsx';

/** Consulta RA filtered to the RAs without tariff still to dispatch. */
export const UNPRICED_RAS_PATH = '/dashboard/consulta-ra?sinTarifa=S';

export function WarehousePage() {
  const session = useRequiredSession();
  const cards = useDashboardCards();
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
      <ActionCardGrid cols={{ base: 1, sm: 2, lg: 3 }} cards={cards.block('Bodega', session)} />
    </Stack>
  );
}
