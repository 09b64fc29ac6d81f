import { FAILED_VISITS_FOR_OFFICE, formatRaNumber } from '@carga/domain';
import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { formatClp, formatMeasure } from '../../ui/format.ts';
import { byComuna, failedVisitsLine, type Stop } from './stops.ts';

// 'Por planificar': the RAs waiting at the warehouse for the door, by comuna; checking one makes it a stop.

/** '2 bultos · 24 kg · 0,12 m³': the cargo of an RA or of the whole route. */
export const cargoLine = (units: number, kg: number, m3: number) =>
  `${units} ${units === 1 ? 'bulto' : 'bultos'} · ${formatMeasure(kg)} kg · ${formatMeasure(m3)} m³`;

function CandidateRow({ ra, checked, onToggle }: { ra: Stop; checked: boolean; onToggle: () => void }) {
  return (
    <Checkbox
      checked={checked}
      onChange={onToggle}
      label={`RA ${formatRaNumber(ra.nidra)}`}
      styles={{ label: { fontWeight: 600 }, body: { alignItems: 'flex-start' } }}
      description={
        <>
          <Text component="span" size="sm" c="dark" display="block">
            {ra.snomdestinatario}
          </Text>
          <Text component="span" size="sm" display="block" style={{ overflowWrap: 'anywhere' }}>
            {ra.sdireccion || 'Sin dirección de entrega'}
          </Text>
          <Text component="span" size="xs" display="block">
            {cargoLine(ra.ncantidadbultos, ra.npesobrutokg, ra.nvolumenm3)}
            {ra.nacobrar > 0 && (
              <Text component="span" size="xs" fw={600} c="orange.8">
                {` · A cobrar ${formatClp(ra.nacobrar)}`}
              </Text>
            )}
          </Text>
          {ra.nvisitasfallidas > 0 && (
            <Text
              component="span"
              size="xs"
              display="block"
              fw={ra.nvisitasfallidas >= FAILED_VISITS_FOR_OFFICE ? 700 : 400}
              c={ra.nvisitasfallidas >= FAILED_VISITS_FOR_OFFICE ? 'red.8' : 'orange.8'}
            >
              {failedVisitsLine(ra.nvisitasfallidas)}
            </Text>
          )}
        </>
      }
    />
  );
}

export function CandidateList({
  candidates,
  selected,
  onToggle,
}: {
  candidates: Stop[];
  selected: Stop[];
  onToggle: (ra: Stop) => void;
}) {
  if (candidates.length === 0)
    return <Text c="dimmed">No hay RA esperando su entrega a domicilio en esta bodega.</Text>;
  const checked = new Set(selected.map((s) => s.nidra));
  return (
    <Stack gap="md">
      {byComuna(candidates).map(({ comuna, list }) => (
        <Stack key={comuna} gap="xs" role="group" aria-label={comuna}>
          <Title order={6} c="dimmed" tt="uppercase" fz="xs">
            {comuna} ({list.length})
          </Title>
          {list.map((ra) => (
            <CandidateRow
              key={ra.nidra}
              ra={ra}
              checked={checked.has(ra.nidra)}
              onToggle={() => onToggle(ra)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
