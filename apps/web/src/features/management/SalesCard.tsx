import type { SalesResponse } from '@carga/domain';
import { BarChart } from '@mantine/charts';
import { formatClp, formatDateTime } from '../../ui/format.ts';
import { useSales } from './api.ts';
import { ChartCard, FigureTable } from './ChartCard.tsx';
import { monthLabel } from './labels.ts';

type Operation = SalesResponse['operaciones'][number];

/** Sale, cost and margin per month (bars), and per operation (table), from the stored prices. */
export function SalesCard({ query }: { query: Record<string, string> }) {
  const result = useSales(query);
  const months = result.data?.meses ?? [];
  const operations = result.data?.operaciones ?? [];
  return (
    <ChartCard
      title="Ventas, costos y margen"
      note="Operaciones creadas en el rango, de las bodegas de origen elegidas."
      chart="Ventas"
      query={query}
      state={result}
      empty={operations.length === 0}
    >
      <BarChart
        h={260}
        data={months.map((m) => ({ ...m, mes: monthLabel(m.mes) }))}
        dataKey="mes"
        withLegend
        series={[
          { name: 'nventa', label: 'Venta', color: 'blue.6' },
          { name: 'ncosto', label: 'Costo', color: 'orange.6' },
          { name: 'nmargen', label: 'Margen', color: 'teal.6' },
        ]}
        valueFormatter={formatClp}
      />
      <FigureTable<Operation>
        caption={
          months.reduce((n, m) => n + m.noperaciones, 0) > operations.length
            ? `Las ${operations.length} operaciones de mayor venta (todas en Exportar)`
            : 'Ventas por operación, de mayor a menor'
        }
        rows={operations}
        rowKey={(o) => String(o.nidoperacion)}
        columns={[
          { header: 'Operación', cell: (o) => o.nidoperacion },
          { header: 'Ruta', cell: (o) => `${o.scodbodegaorigen} → ${o.scodbodegadestino}` },
          { header: 'Vía', cell: (o) => o.scodigovia },
          { header: 'Creación', cell: (o) => formatDateTime(o.dfhocreacion) },
          { header: 'Venta', cell: (o) => formatClp(o.nventa), numeric: true },
          { header: 'Costo', cell: (o) => formatClp(o.ncosto), numeric: true },
          { header: 'Margen', cell: (o) => formatClp(o.nmargen), numeric: true },
        ]}
      />
    </ChartCard>
  );
}
