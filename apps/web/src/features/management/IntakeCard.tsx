import { type IntakeResponse, intakeGrain } from '@carga/domain';
import { BarChart } from '@mantine/charts';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { formatMeasure } from '../../ui/format.ts';
import { useIntake } from './api.ts';
import { ChartCard, FigureTable } from './ChartCard.tsx';
import { dayLabel } from './labels.ts';
import { useManagementNames } from './names.ts';

type Row = IntakeResponse['filas'][number];
const MEASURES = [
  { value: 'ncantidadra', label: 'RAs' },
  { value: 'ncantidadbultos', label: 'Bultos' },
  { value: 'npesokg', label: 'Kg' },
  { value: 'nvolumenm3', label: 'm³' },
] as const;
type Measure = (typeof MEASURES)[number]['value'];
const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'red.6'];

/** Intake per day or week: one bar per period, stacked by origin office, in the measure chosen. */
export function IntakeCard({ query }: { query: Record<string, string> }) {
  const [chosen, setAgrupar] = useState<'dia' | 'semana'>('dia');
  const [measure, setMeasure] = useState<Measure>('ncantidadra');
  // Per day only over short ranges (the server refuses longer ones): longer ranges are shown per week.
  const dailyAllowed = intakeGrain({ desde: query.desde ?? '', hasta: query.hasta ?? '' }) === 'dia';
  const agrupar = dailyAllowed ? chosen : 'semana';
  const q = { ...query, agrupar };
  const result = useIntake(q);
  const rows = result.data?.filas ?? [];
  const { place } = useManagementNames();
  const offices = [...new Set(rows.map((r) => r.scodoficina))].sort();
  const byPeriod = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const point = byPeriod.get(r.periodo) ?? { periodo: dayLabel(r.periodo) };
    point[r.scodoficina] = r[measure];
    byPeriod.set(r.periodo, point);
  }
  return (
    <ChartCard
      title={`Ingresos por ${agrupar === 'dia' ? 'día' : 'semana'}`}
      note="RAs recibidos en las oficinas de origen (sin anulados ni en creación)."
      chart="Ingresos"
      query={q}
      state={result}
      empty={rows.length === 0}
      controls={
        <Stack gap={6}>
          <SegmentedControl
            size="xs"
            value={agrupar}
            onChange={(v) => setAgrupar(v as 'dia' | 'semana')}
            data={[
              { value: 'dia', label: 'Por día', disabled: !dailyAllowed },
              { value: 'semana', label: 'Por semana' },
            ]}
          />
          <SegmentedControl
            size="xs"
            value={measure}
            onChange={(v) => setMeasure(v as Measure)}
            data={MEASURES.map((m) => ({ value: m.value, label: m.label }))}
          />
        </Stack>
      }
    >
      <BarChart
        h={260}
        data={[...byPeriod.values()]}
        dataKey="periodo"
        type="stacked"
        withLegend
        series={offices.map((o, i) => ({
          name: o,
          label: place(o),
          color: COLORS[i % COLORS.length] as string,
        }))}
        valueFormatter={(v) => formatMeasure(v, 2)}
      />
      <FigureTable<Row>
        caption="Ingresos"
        rows={rows}
        rowKey={(r) => `${r.periodo}-${r.scodoficina}`}
        columns={[
          { header: agrupar === 'dia' ? 'Día' : 'Semana (lunes)', cell: (r) => dayLabel(r.periodo) },
          { header: 'Oficina', cell: (r) => place(r.scodoficina) },
          { header: 'RAs', cell: (r) => r.ncantidadra, numeric: true },
          { header: 'Bultos', cell: (r) => r.ncantidadbultos, numeric: true },
          { header: 'Kg', cell: (r) => formatMeasure(r.npesokg, 3), numeric: true },
          { header: 'm³', cell: (r) => formatMeasure(r.nvolumenm3, 3), numeric: true },
        ]}
      />
    </ChartCard>
  );
}
