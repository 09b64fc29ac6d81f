import type { RaDetailResponse } from '@carga/domain';
import { formatMeasure } from '../../../ui/format.ts';
import { SummaryPanel } from '../../../ui/SummaryPanel.tsx';

/** The package summary of the detail's sidebar and of the image capture screen. */
export function PackageSummary({ summary }: { summary: RaDetailResponse['resumenBultos'] }) {
  return (
    <SummaryPanel
      title="Resumen de bultos"
      rows={[
        ['Total bultos', summary.ntotalbultos.toLocaleString('es-CL')],
        ['Volumen total m³', formatMeasure(summary.nvolumentotalm3)],
        ['Peso total kg', formatMeasure(summary.npesototalkg)],
        ['Peso volumétrico total', `${formatMeasure(summary.npesovolumetricototal)} kg`],
        ['Densidad total', `${formatMeasure(summary.ndensidadtotal)} kg/m³`],
      ]}
    />
  );
}
