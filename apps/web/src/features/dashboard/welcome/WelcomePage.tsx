import { Stack, Title } from '@mantine/core';
import { isCustomerSession, useRequiredSession } from '../../../api/session.ts';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useMainStatistics } from '../api.ts';
import { CardGrid } from '../CardGrid.tsx';
import { phoneCards, welcomeCards } from '../cards.ts';
import { StatCards } from '../StatCards.tsx';

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
            <CardGrid cols={1} cards={phoneCards(session)} />
          ) : (
            <CardGrid cols={{ base: 1, sm: 3 }} cards={welcomeCards(session)} />
          )}
        </>
      )}
    </Stack>
  );
}
