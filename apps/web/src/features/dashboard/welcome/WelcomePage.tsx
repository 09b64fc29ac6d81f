import { Stack, Title } from '@mantine/core';
import { isCustomerSession, useRequiredSession } from '../../../api/session.ts';
import { ActionCardGrid } from '../../../ui/ActionCardGrid.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useMainStatistics } from '../api.ts';
import { useDashboardCards } from '../dashboard-cards.ts';
import { StatCards } from '../StatCards.tsx';

export function WelcomePage() {
  const session = useRequiredSession();
  const cards = useDashboardCards();
  const customer = isCustomerSession(session);
  const isMobile = useIsMobile();
  const stats = useMainStatistics(session.currentOfiBod, !customer);

  return (
    <Stack gap="lg">
      <Title order={2}>Te damos la bienvenida, {session.nombre}</Title>
      {customer ? (
        <ActionCardGrid cols={{ base: 1, sm: 2, lg: 3 }} cards={cards.welcome(session)} />
      ) : (
        <>
          <StatCards
            stats={stats}
            items={[
              ['Ingresos en el día', 'ingresosDelDia'],
              ['Pendientes de despacho', 'pendientesDeDespacho'],
              ['Cargas en tránsito', 'cargasEnTransito'],
              ['Cargas pendientes de entrega', 'cargasPendientesDeEntrega'],
            ]}
          />
          {isMobile ? (
            <ActionCardGrid cols={1} cards={cards.phone(session)} />
          ) : (
            <ActionCardGrid cols={{ base: 1, sm: 3 }} cards={cards.welcome(session)} />
          )}
        </>
      )}
    </Stack>
  );
}
