import { type DestinationPackage, formatMeasures, LIMITS } from '@carga/domain';
import { Badge, Grid, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatMeasure } from '../../../ui/format.ts';
import { countOf, type LineDraft, lineErrors, onlyDigits } from './package-count.ts';

/** One package line of 'Editar RA': what left, and inputs for what arrived, was damaged, and why. */
export function PackageLine({
  index,
  line,
  draft,
  editable,
  disabled,
  onChange,
}: {
  index: number;
  line: DestinationPackage;
  draft: LineDraft;
  editable: boolean;
  disabled?: boolean;
  onChange: (draft: LineDraft) => void;
}) {
  const count = countOf(line, draft);
  const errors = lineErrors(line, draft);
  const missing = Math.max(0, line.ncantidadingresada - count.ncantidadbultos);
  const name = `${line.sdestipobulto} ${index}`;
  // Nobody counted it (issue 12): said in words, not as a grey number that looks entered.
  const notCounted =
    line.ncantidadrecibida === null && draft.received === '' && draft.damaged === '' && draft.reason === '';

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={`Bulto ${name}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="xs" c="dimmed">
              {`${formatMeasures(line.nlargocm, line.nanchocm, line.naltocm)} · ${formatMeasure(line.npesobultokg)} kg · ${formatMeasure(line.nvolumenbultom3)} m³`}
            </Text>
          </div>
          <Group gap={6}>
            <Badge variant="light" color="gray">{`Despachados ${line.ncantidadingresada}`}</Badge>
            {notCounted && (
              <Badge variant="outline" color="yellow.8">
                Sin contar
              </Badge>
            )}
            {missing > 0 && <Badge color="red">{`Faltantes ${missing}`}</Badge>}
            {count.ncantidaddanada > 0 && <Badge color="orange">{`Dañados ${count.ncantidaddanada}`}</Badge>}
          </Group>
        </Group>
        {editable ? (
          <Grid gutter="xs">
            <Grid.Col span={{ base: 6, sm: 2 }}>
              <TextInput
                label="Recibidos"
                inputMode="numeric"
                disabled={disabled}
                placeholder={notCounted ? 'Sin contar' : String(line.ncantidadingresada)}
                value={draft.received}
                error={errors.received}
                onChange={(e) => onChange({ ...draft, received: onlyDigits(e.currentTarget.value) })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 2 }}>
              <TextInput
                label="Dañados"
                inputMode="numeric"
                disabled={disabled}
                placeholder="0"
                value={draft.damaged}
                error={errors.damaged}
                onChange={(e) => onChange({ ...draft, damaged: onlyDigits(e.currentTarget.value) })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label="Motivo de la diferencia"
                maxLength={LIMITS.smotivodiferencia}
                disabled={disabled}
                value={draft.reason}
                error={errors.reason}
                onChange={(e) => onChange({ ...draft, reason: e.currentTarget.value })}
              />
            </Grid.Col>
          </Grid>
        ) : (
          <Group gap="lg">
            <Text size="sm">
              {line.ncantidadrecibida === null
                ? 'Recibidos: sin contar'
                : `Recibidos: ${count.ncantidadbultos}`}
            </Text>
            <Text size="sm">{`Dañados: ${count.ncantidaddanada}`}</Text>
            {line.smotivodiferencia && <Text size="sm">{`Motivo: ${line.smotivodiferencia}`}</Text>}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
