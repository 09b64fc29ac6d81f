import {
  LEAD_TIME_STAGE_LABELS,
  LEAD_TIME_STAGES,
  type LeadTimeResponse,
  type LeadTimeStage,
} from '@carga/domain';
import { BarChart } from '@mantine/charts';
import { Group, NumberInput, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { formatDateTime } from '../../ui/format.ts';
import { useLeadTimes } from './api.ts';
import { ChartCard, FigureTable } from './ChartCard.tsx';
import { useManagementNames } from './names.ts';

type Route = LeadTimeResponse['rutas'][number];
type Late = LeadTimeResponse['sobreUmbral'][number];
const stageLabel = (s: string) => LEAD_TIME_STAGE_LABELS[s as LeadTimeStage] ?? s;

/** Median and 90th percentile per route for one stage (bars), every stage (table), and the late RAs. */
export function LeadTimeCard({ query }: { query: Record<string, string> }) {
  const [etapa, setEtapa] = useState<LeadTimeStage>('ENTRE');
  const [threshold, setThreshold] = useState<number>(72);
  const [umbralHoras] = useDebouncedValue(threshold, 400);
  const q = { ...query, etapa, umbralHoras };
  const result = useLeadTimes(q);
  const routes = result.data?.rutas ?? [];
  const late = result.data?.sobreUmbral ?? [];
  const shown = routes.filter((r) => r.setapa === etapa);
  const { route } = useManagementNames();
  return (
    <ChartCard
      title="Plazos por ruta (horas)"
      note="Desde la recepción del RA, por los meses de recepción que toca el rango; exactos a la hora."
      chart="Plazos"
      query={q}
      state={result}
      empty={routes.length === 0 && late.length === 0}
      controls={
        <Group gap="xs" grow preventGrowOverflow={false}>
          <Select
            size="xs"
            label="Etapa"
            value={etapa}
            allowDeselect={false}
            onChange={(v) => v && setEtapa(v as LeadTimeStage)}
            data={LEAD_TIME_STAGES.map((s) => ({ value: s, label: LEAD_TIME_STAGE_LABELS[s] }))}
          />
          <NumberInput
            size="xs"
            label="Umbral (horas)"
            min={1}
            max={10000}
            allowDecimal={false}
            value={threshold}
            onChange={(v) => typeof v === 'number' && v >= 1 && setThreshold(v)}
          />
        </Group>
      }
    >
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="sm">
          Ningún RA llegó a la etapa «{stageLabel(etapa)}» en el rango
        </Text>
      ) : (
        <BarChart
          h={240}
          data={shown.map((r) => ({ ...r, ruta: route(r.scodoficinaorigen, r.scodoficinadestino) }))}
          dataKey="ruta"
          withLegend
          series={[
            { name: 'nmediana', label: 'Mediana', color: 'blue.6' },
            { name: 'np90', label: 'Percentil 90', color: 'orange.6' },
          ]}
          valueFormatter={(v) => `${v} h`}
        />
      )}
      <FigureTable<Route>
        caption="Plazos por ruta"
        rows={routes}
        rowKey={(r) => `${r.scodoficinaorigen}-${r.scodoficinadestino}-${r.setapa}`}
        columns={[
          { header: 'Ruta', cell: (r) => route(r.scodoficinaorigen, r.scodoficinadestino) },
          { header: 'Etapa', cell: (r) => stageLabel(r.setapa) },
          { header: 'RAs', cell: (r) => r.ncantidad, numeric: true },
          { header: 'Mediana (h)', cell: (r) => r.nmediana, numeric: true },
          { header: 'P90 (h)', cell: (r) => r.np90, numeric: true },
        ]}
      />
      <Text size="sm" fw={600}>
        RAs sobre {umbralHoras} h ({stageLabel(etapa)}):{' '}
        {late.length === 100 ? 'los 100 más lentos' : late.length}
      </Text>
      <FigureTable<Late>
        caption="RAs sobre el umbral"
        rows={late}
        rowKey={(r) => `${r.nidra}-${r.setapa}`}
        columns={[
          { header: 'RA', cell: (r) => r.nidra },
          { header: 'Ruta', cell: (r) => route(r.scodoficinaorigen, r.scodoficinadestino) },
          { header: 'Recepción', cell: (r) => formatDateTime(r.dfecrecepcion) },
          { header: 'Horas', cell: (r) => r.nhoras, numeric: true },
        ]}
      />
    </ChartCard>
  );
}
