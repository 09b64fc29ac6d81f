import { FIGURE_READERS } from '@carga/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hasMenu, isWarehouseCurrent, useRequiredSession } from '../../../api/session.ts';
import { ActionCardGrid } from '../../../ui/ActionCardGrid.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { OpenRaLink } from '../../../ui/ra-columns.tsx';
import { DifferencesList } from '../../delivery/DifferencesList.tsx';
import { useOriginDifferences, useOriginStatistics } from '../api.ts';
import { useDashboardCards } from '../dashboard-cards.ts';
import { StatCards } from '../StatCards.tsx';
import { OriginSealIncidents } from './OriginSealIncidents.tsx';

export function OriginPage() {
  const session = useRequiredSession();
  const cards = useDashboardCards();
  // The figures only for those whose menus may read them (issue 30): the cards stay for the rest.
  const figures = !isWarehouseCurrent(session) && hasMenu(session, ...FIGURE_READERS.origin);
  const stats = useOriginStatistics(session.currentOfiBod, figures);

  return (
    <Stack gap="lg">
      <PageHeader title="Acciones de origen" crumbs={[CRUMB.home, { label: 'Origen' }]} />
      {figures && (
        <StatCards
          stats={stats}
          items={[
            ['Ingresos en el día', 'ingresosDelDia'],
            ['Pendientes de recepción', 'recepcionesPendientes'],
            ['Diferencias en destino', 'diferenciasEnDestino'],
            ['Sellos distintos', 'sellosDistintos'],
          ]}
        />
      )}
      <ActionCardGrid cols={{ base: 1, sm: 2, lg: 4 }} cards={cards.block('Origen', session)} />
      {figures && (
        <OriginSealIncidents key={`sellos-${session.currentOfiBod}`} office={session.currentOfiBod} />
      )}
      {figures && <OriginDifferences key={session.currentOfiBod} office={session.currentOfiBod} />}
    </Stack>
  );
}

const detailPath = (nidra: number) => `/detalle/recepcion/${nidra}`;

/** The office's RAs that arrived short or damaged at their destination; nothing when there are none. */
function OriginDifferences({ office }: { office: string | null }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const differences = useOriginDifferences(office, page, office !== null);
  const rows = differences.data?.list;
  const pages = differences.data?.totalPaginas ?? 1;
  if (!rows || rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="RA con diferencias en destino">
      <Group gap="xs" mb={4}>
        <IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" />
        <Title order={4}>Diferencias en destino</Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Bultos que llegaron faltantes o dañados a la bodega de destino.
      </Text>
      <DifferencesList
        withRa
        rows={rows}
        refreshing={differences.isPlaceholderData}
        onOpen={(row) => navigate(detailPath(row.nidra))}
        action={(row) => <OpenRaLink to={detailPath(row.nidra)} nidra={row.nidra} />}
        {...(pages > 1 ? { page, totalPages: pages, onPageChange: setPage } : {})}
      />
    </Paper>
  );
}
