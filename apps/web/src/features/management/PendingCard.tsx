import type { PendingResponse } from '@carga/domain';
import { BarChart } from '@mantine/charts';
import { formatDateTime, formatMeasure } from '../../ui/format.ts';
import { usePending } from './api.ts';
import { ChartCard, FigureTable } from './ChartCard.tsx';
import { useManagementNames } from './names.ts';

type Oldest = PendingResponse['masAntiguos'][number];

/** What waits in each origin warehouse now: how many, how many without tariff, the ten oldest. */
export function PendingCard({ query }: { query: Record<string, string> }) {
  const result = usePending(query);
  const warehouses = result.data?.bodegas ?? [];
  const oldest = result.data?.masAntiguos ?? [];
  const { place } = useManagementNames();
  return (
    <ChartCard
      title="RAs en espera y sin tarifa"
      note="Situación actual en las bodegas de origen (no depende del rango)."
      chart="Pendientes"
      query={query}
      state={result}
      empty={warehouses.length === 0}
    >
      <BarChart
        h={220}
        data={warehouses.map((w) => ({ ...w, bodega: place(w.scodbodega) }))}
        dataKey="bodega"
        withLegend
        series={[
          { name: 'nesperando', label: 'En espera', color: 'blue.6' },
          { name: 'nsintarifa', label: 'Sin tarifa', color: 'red.6' },
        ]}
        valueFormatter={(v) => formatMeasure(v, 2)}
      />
      <FigureTable<Oldest>
        caption="RAs que esperan hace más tiempo"
        rows={oldest}
        rowKey={(r) => String(r.nidra)}
        columns={[
          { header: 'Bodega', cell: (r) => place(r.scodbodega) },
          { header: 'RA', cell: (r) => r.nidra },
          { header: 'Estado', cell: (r) => r.sdesestado },
          {
            header: 'Ingreso',
            cell: (r) => (r.dfecingresobodega ? formatDateTime(r.dfecingresobodega) : '—'),
          },
          { header: 'Días', cell: (r) => r.ndias, numeric: true },
          { header: 'Sin tarifa', cell: (r) => (r.ssintarifa === 'S' ? 'Sí' : 'No') },
        ]}
      />
    </ChartCard>
  );
}
