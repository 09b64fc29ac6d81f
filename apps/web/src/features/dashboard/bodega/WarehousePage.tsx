import { SimpleGrid, Stack } from '@mantine/core';
import {
  IconClipboardList,
  IconFileSearch,
  IconListDetails,
  IconPackageImport,
  IconTruckLoading,
} from '@tabler/icons-react';
import { hasMenu, isWarehouseCurrent, useRequiredSession } from '../../../app/session.ts';
import { ActionCard } from '../../../ui/ActionCard.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { StatCard } from '../../../ui/StatCard.tsx';
import { useWarehouseStatistics } from '../api.ts';

export function WarehousePage() {
  const session = useRequiredSession();
  const warehouse = isWarehouseCurrent(session);
  const stats = useWarehouseStatistics(session.currentOfiBod, warehouse);
  // The links are disabled for users who are not at a warehouse, and each needs its menu code.
  const off = (code: string) => !warehouse || !hasMenu(session, code);

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
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <ActionCard
          title="Operaciones"
          icon={IconClipboardList}
          to="/dashboard/operaciones"
          disabled={off('BOD-OPERACION')}
        />
        <ActionCard
          title="Lista de carga"
          icon={IconListDetails}
          to="/dashboard/lista-carga"
          disabled={off('BOD-LISTACARGA')}
        />
        <ActionCard
          title="Despacho"
          icon={IconTruckLoading}
          to="/dashboard/despacho"
          disabled={off('BOD-DESPACHO')}
        />
        <ActionCard
          title="Consulta RA"
          icon={IconFileSearch}
          to="/dashboard/consulta-ra"
          disabled={off('BOD-RECEP')}
        />
        <ActionCard
          title="Recibir"
          icon={IconPackageImport}
          to="/dashboard/recibir"
          disabled={off('BOD-RECIBIR')}
        />
      </SimpleGrid>
    </Stack>
  );
}
