import { SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconCamera,
  IconClipboardList,
  IconMapPin,
  IconPackages,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { hasMenu, isCustomerSession, isWarehouseCurrent, useRequiredSession } from '../../../app/session.ts';
import { useIsMobile } from '../../../app/shell/useIsMobile.ts';
import { ActionCard } from '../../../ui/ActionCard.tsx';
import { StatCard } from '../../../ui/StatCard.tsx';
import { useMainStatistics } from '../api.ts';

export function WelcomePage() {
  const session = useRequiredSession();
  const customer = isCustomerSession(session);
  const isMobile = useIsMobile();
  const stats = useMainStatistics(session.currentOfiBod, !customer);
  const warehouse = isWarehouseCurrent(session);
  // Delivery happens at the destination warehouse where the cargo is.
  const delivery = warehouse && hasMenu(session, 'DEST-ENTREGAR');

  return (
    <Stack gap="lg">
      <Title order={2}>Te damos la bienvenida, {session.nombre}</Title>
      {customer ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <ActionCard
            title="Mis cargas"
            description="Siga el estado de su carga"
            icon={IconTruck}
            to="/dashboard/cargas"
          />
        </SimpleGrid>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <StatCard
              label="Ingresos en el día"
              value={stats.data?.ingresosDelDia}
              loading={stats.isLoading}
            />
            <StatCard
              label="Pendientes de despacho"
              value={stats.data?.pendientesDeDespacho}
              loading={stats.isLoading}
            />
            <StatCard
              label="Cargas en tránsito"
              value={stats.data?.cargasEnTransito}
              loading={stats.isLoading}
            />
            <StatCard
              label="Cargas pendientes de entrega"
              value={stats.data?.cargasPendientesDeEntrega}
              loading={stats.isLoading}
            />
          </SimpleGrid>
          {isMobile ? (
            <SimpleGrid cols={1}>
              <ActionCard
                title="Captura de imágenes"
                icon={IconCamera}
                to="/dashboard/captura"
                disabled={warehouse || !hasMenu(session, 'ORIG-IMAGENES')}
              />
              <ActionCard
                title="Recepciones"
                icon={IconClipboardList}
                to={warehouse ? '/dashboard/consulta-ra' : '/dashboard/recepciones'}
                disabled={!hasMenu(session, 'ORIG-RECEP', 'BOD-RECEP')}
              />
              <ActionCard
                title="Entrega de la carga"
                icon={IconTruckDelivery}
                to="/dashboard/entregar"
                disabled={!delivery}
              />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <ActionCard
                title="Origen"
                description="Ingreso, captura, preparación y recepciones"
                icon={IconPackages}
                to="/dashboard/origen"
                disabled={warehouse}
              />
              <ActionCard
                title="Bodega"
                description="Operaciones, listas de carga, despacho y recepción"
                icon={IconBuildingWarehouse}
                to="/dashboard/bodega"
                disabled={!warehouse}
              />
              <ActionCard
                title="Destino"
                description="Entrega de la carga al destinatario"
                icon={IconMapPin}
                to="/dashboard/entregar"
                disabled={!delivery}
              />
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
