import { displayPlate, type RepartoManagementResponse } from '@carga/domain';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { formatMeasure } from '../../ui/format.ts';
import { useDoorDelivery } from './api.ts';
import { ChartCard, FigureTable } from './ChartCard.tsx';
import {
  DAY_SERIES,
  deliveriesPerDay,
  firstVisitText,
  reasonShares,
  routesCaption,
  totalsText,
} from './door-delivery.ts';
import { dayLabel } from './labels.ts';

type Route = RepartoManagementResponse['rutas'][number];
type Reason = ReturnType<typeof reasonShares>[number];

/**
 * Issue 35, the door deliveries of the range: per route day the stops delivered and failed (bars), the share
 * delivered at the first visit, why visits failed, and each hoja de ruta.
 */
export function DoorDeliveryCard({ query }: { query: Record<string, string> }) {
  // The routes carry no vía: the filter does not apply, and its changes do not ask again.
  const { codigoVia: _via, ...q } = query;
  const result = useDoorDelivery(q);
  const days = result.data?.dias ?? [];
  const routes = result.data?.rutas ?? [];
  const reasons = reasonShares(result.data?.motivos ?? []);
  return (
    <ChartCard
      title="Reparto a domicilio"
      note="Hojas de ruta de las bodegas elegidas, por fecha de la ruta (no depende de la vía)."
      chart="Reparto"
      query={q}
      state={result}
      empty={days.length === 0 && routes.length === 0}
    >
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {firstVisitText(result.data?.nras ?? 0, result.data?.nprimerintento ?? 0)}
        </Text>
        <Text size="sm" c="dimmed">
          {totalsText(days)}
        </Text>
      </Stack>
      <BarChart
        h={240}
        data={deliveriesPerDay(days)}
        dataKey="dia"
        withLegend
        series={DAY_SERIES.map((s) => ({ ...s }))}
        valueFormatter={(v) => formatMeasure(v, 0)}
        // Counts of stops: whole ticks only, and bars that stay bars over a range of one day.
        yAxisProps={{ allowDecimals: false }}
        maxBarWidth={48}
      />
      <Text size="sm" fw={600}>
        Motivos de las visitas sin éxito
      </Text>
      {reasons.length === 0 ? (
        <Text c="dimmed" size="sm">
          Ninguna visita sin éxito en el rango
        </Text>
      ) : (
        <FigureTable<Reason>
          caption="Motivos de las visitas sin éxito"
          minWidth={300}
          rows={reasons}
          rowKey={(r) => r.smotivo}
          columns={[
            { header: 'Motivo', cell: (r) => r.sdesmotivo },
            { header: 'Visitas', cell: (r) => r.ncantidad, numeric: true },
            { header: '%', cell: (r) => r.sporcentaje, numeric: true },
          ]}
        />
      )}
      <Text size="sm" fw={600}>
        {routesCaption(days, routes.length)}
      </Text>
      <FigureTable<Route>
        caption="Hojas de ruta"
        rows={routes}
        rowKey={(r) => String(r.nidhojaruta)}
        columns={[
          { header: 'N°', cell: (r) => r.nidhojaruta },
          { header: 'Fecha', cell: (r) => dayLabel(r.dfecha) },
          { header: 'Conductor', cell: (r) => r.snombreconductor },
          { header: 'Patente', cell: (r) => displayPlate(r.spatente) },
          { header: 'Estado', cell: (r) => r.sdesestado },
          { header: 'Paradas', cell: (r) => r.nparadas, numeric: true },
          { header: 'Entregadas', cell: (r) => r.nentregadas, numeric: true },
          { header: 'Fallidas', cell: (r) => r.nfallidas, numeric: true },
        ]}
      />
    </ChartCard>
  );
}
