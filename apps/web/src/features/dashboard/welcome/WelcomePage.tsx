import { SimpleGrid, Stack, Title } from '@mantine/core';
import { isCustomerSession, useRequiredSession } from '../../../app/session.ts';
import { useIsMobile } from '../../../app/shell/useIsMobile.ts';
import { StatCard } from '../../../ui/StatCard.tsx';
import { useMainStatistics } from '../api.ts';
import { CardGrid } from '../CardGrid.tsx';
import { phoneCards, welcomeCards } from '../cards.ts';

export function WelcomePage() {
  const session = useRequiredSession();
  const customer = isCustomerSession(session);
  const isMobile = useIsMobile();
  const stats = useMainStatistics(session.currentOfiBod, !customer);

  return (
    <Stack gap="lg">
      <Title order={2}>Te damos la bienvenida, {session.nombre}</Title>
      {customer ? (
        <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} cards={welcomeCards(session)} />
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
            <CardGrid cols={1} cards={phoneCards(session)} />
          ) : (
            <CardGrid cols={{ base: 1, sm: 3 }} cards={welcomeCards(session)} />
          )}
        </>
      )}
    </Stack>
  );
}
