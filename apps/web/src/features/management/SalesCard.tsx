import type { SalesResponse } from '@carga/domain';
import { BarChart } from '@mantine/charts';
import { formatDateTime } from '../../ui/format.ts';
import { useSales } from './api.ts';
import { ChartCard, FigureTable } from './ChartCard.tsx';
import { formatMoney, moneyAxisWidth, monthLabel } from './labels.ts';
import { useManagementNames } from './names.ts';

type Operation = SalesResponse['operaciones'][number];

/** Sale, cost and margin per month (bars), and per operation (table), from the stored prices. */
export function SalesCard({ query }: { query: Record<string, string> }) {
  const result = useSales(query);
  const months = result.data?.meses ?? [];
  const operations = result.data?.operaciones ?? [];
  const names = useManagementNames();
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
        valueFormatter={formatMoney}
        yAxisProps={{ width: moneyAxisWidth(months.flatMap((m) => [m.nventa, m.ncosto, m.nmargen])) }}
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
          { header: 'Ruta', cell: (o) => names.route(o.scodbodegaorigen, o.scodbodegadestino) },
          { header: 'Vía', cell: (o) => names.via(o.scodigovia) },
          { header: 'Creación', cell: (o) => formatDateTime(o.dfhocreacion) },
          { header: 'Venta', cell: (o) => formatMoney(o.nventa), numeric: true },
          { header: 'Costo', cell: (o) => formatMoney(o.ncosto), numeric: true },
          { header: 'Margen', cell: (o) => formatMoney(o.nmargen), numeric: true },
        ]}
      />
    </ChartCard>
  );
}
