import { SimpleGrid, Stack } from '@mantine/core';
import { IconCamera, IconClipboardCheck, IconClipboardList, IconPackageImport } from '@tabler/icons-react';
import { hasMenu, isWarehouseCurrent, useRequiredSession } from '../../../app/session.ts';
import { ActionCard } from '../../../ui/ActionCard.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { StatCard } from '../../../ui/StatCard.tsx';
import { useOriginStatistics } from '../api.ts';

export function OriginPage() {
  const session = useRequiredSession();
  const warehouse = isWarehouseCurrent(session);
  const stats = useOriginStatistics(session.currentOfiBod, !warehouse);
  // Every card is disabled while a warehouse is current, and each needs its menu code.
  const off = (code: string) => warehouse || !hasMenu(session, code);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Acciones de origen"
        crumbs={[{ label: 'Panel principal', to: '/dashboard/welcome' }, { label: 'Origen' }]}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label="Ingresos en el día" value={stats.data?.ingresosDelDia} loading={stats.isLoading} />
        <StatCard
          label="Pendientes de recepción"
          value={stats.data?.recepcionesPendientes}
          loading={stats.isLoading}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <ActionCard
          title="Nuevo ingreso"
          description="Registrar un RA"
          icon={IconPackageImport}
          to="/pasos"
          disabled={off('ORIG-INGRESO')}
        />
        <ActionCard
          title="Captura de imágenes"
          description="Fotografías de la carga"
          icon={IconCamera}
          to="/dashboard/captura"
          disabled={off('ORIG-IMAGENES')}
        />
        <ActionCard
          title="Preparación"
          description="RA en creación y en preparación"
          icon={IconClipboardList}
          to="/dashboard/preparacion"
          disabled={off('ORIG-PREPARA')}
        />
        <ActionCard
          title="Recepciones"
          description="Consulta de RA recibidos"
          icon={IconClipboardCheck}
          to="/dashboard/recepciones"
          disabled={off('ORIG-RECEP')}
        />
      </SimpleGrid>
    </Stack>
  );
}
