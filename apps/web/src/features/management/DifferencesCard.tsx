import type { DifferencesByRouteResponse } from '@carga/domain';
import { BarChart } from '@mantine/charts';
import { formatMeasure } from '../../ui/format.ts';
import { useDifferences } from './api.ts';
import { ChartCard, FigureTable } from './ChartCard.tsx';
import { monthLabel } from './labels.ts';
import { useManagementNames } from './names.ts';

type Row = DifferencesByRouteResponse['filas'][number];
const percent = (n: number) => `${formatMeasure(n, 2)} %`;

/** Missing and damaged units per 100 moved, per route and month of arrival. */
export function DifferencesCard({ query }: { query: Record<string, string> }) {
  const result = useDifferences(query);
  const rows = result.data?.filas ?? [];
  const { route } = useManagementNames();
  return (
    <ChartCard
      title="Diferencias en destino"
      note="Bultos faltantes y dañados por cada 100 movidos, por mes de llegada y ruta."
      chart="Diferencias"
      query={query}
      state={result}
      empty={rows.length === 0}
    >
      <BarChart
        h={240}
        data={rows.map((r) => ({
          ...r,
          grupo: `${monthLabel(r.mes)} ${route(r.scodoficinaorigen, r.scodoficinadestino)}`,
        }))}
        dataKey="grupo"
        withLegend
        series={[
          { name: 'ntasafaltantes', label: '% faltantes', color: 'red.6' },
          { name: 'ntasadanadas', label: '% dañados', color: 'orange.6' },
        ]}
        valueFormatter={percent}
      />
      <FigureTable<Row>
        caption="Diferencias por ruta y mes"
        rows={rows}
        rowKey={(r) => `${r.mes}-${r.scodoficinaorigen}-${r.scodoficinadestino}`}
        columns={[
          { header: 'Mes', cell: (r) => monthLabel(r.mes) },
          { header: 'Ruta', cell: (r) => route(r.scodoficinaorigen, r.scodoficinadestino) },
          { header: 'Movidos', cell: (r) => r.nmovidas, numeric: true },
          { header: 'Faltantes', cell: (r) => r.nfaltantes, numeric: true },
          { header: 'Dañados', cell: (r) => r.ndanadas, numeric: true },
          { header: '% falt.', cell: (r) => percent(r.ntasafaltantes), numeric: true },
          { header: '% dañ.', cell: (r) => percent(r.ntasadanadas), numeric: true },
        ]}
      />
    </ChartCard>
  );
}
