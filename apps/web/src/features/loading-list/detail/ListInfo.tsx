import { type LoadingListDetail, type LoadingListSummary, placeLabel } from '@carga/domain';
import { Badge, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatClp, formatDateTime, formatMeasure } from '../../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../../ui/InfoGrid.tsx';

// The header and summary of a load list, shared by its detail, its closing, 'Despachar lista de carga'
// and 'Entrega de carga'.

export const stateColor = (state: string) =>
  ({ ENCREA: 'blue', CERRADA: 'gray', DESPA: 'orange', RECEP: 'green' })[state] ?? 'gray';

/** The list's header: code, dates, operation, route, state, via, equipment, modality and the truck. */
export function ListHeaderInfo({ detail: d, children }: { detail: LoadingListDetail; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label="Datos de la lista">
      <InfoGrid wide>
        <InfoItem label="Código lista">{d.scodlistacarga}</InfoItem>
        <InfoItem label="Fecha creación">{formatDateTime(d.dfhocreacion)}</InfoItem>
        <InfoItem label="OP">{`${d.nidoperacion} - ${d.sdescripcionoperacion}`}</InfoItem>
        <InfoItem label="Bodega origen">{placeLabel(d.sdesbodegaorigen, d.scodbodegaorigen)}</InfoItem>
        <InfoItem label="Bodega destino">{placeLabel(d.sdesbodegadestino, d.scodbodegadestino)}</InfoItem>
        <InfoItem label="Estado lista">
          <Badge color={stateColor(d.scodestadolista)}>{d.sdesestadolista}</Badge>
        </InfoItem>
        <InfoItem label="Vía">{d.sdesviadespacho}</InfoItem>
        <InfoItem label="Tipo de equipo">{d.sdestipoequipo}</InfoItem>
        <InfoItem label="Modalidad">{d.sdesmodalidadenvio}</InfoItem>
        {d.spatentecamion && <InfoItem label="Patente camión">{d.spatentecamion}</InfoItem>}
        {d.spatenteacoplado && <InfoItem label="Patente acoplado">{d.spatenteacoplado}</InfoItem>}
        {d.snombreconductor && (
          <InfoItem label="Conductor">{`${d.snombreconductor} (+${d.spreftelefonoconductor} ${d.nnumtelefonoconductor})`}</InfoItem>
        )}
        {children}
      </InfoGrid>
    </Paper>
  );
}

/** 'Fecha despacho', once the list has left. */
export function DispatchedAt({ detail: d }: { detail: { dfhodespacho?: string | null } }) {
  return d.dfhodespacho ? <InfoItem label="Fecha despacho">{formatDateTime(d.dfhodespacho)}</InfoItem> : null;
}

/** Dispatch and reception screens: the list on the left, its figures in a side column (under it on a phone). */
export function ListDetailColumns({ children, side }: { children: ReactNode; side: ReactNode }) {
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="md">{children}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>{side}</Grid.Col>
    </Grid>
  );
}

/**
 * 'Resumen': bultos, volume, weight, volumetric weight, sale, cost and margin (the spec's profit); in a row under the
 * list, or two by two in the side column of the dispatch and reception screens.
 */
export function ListSummary({ summary: s, side }: { summary: LoadingListSummary; side?: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label="Resumen">
      <Title order={4} mb="sm">
        Resumen
      </Title>
      <SimpleGrid cols={side ? 2 : { base: 2, sm: 4, lg: 7 }} spacing="sm">
        <Figure label="Bultos" value={String(s.totalBultos)} />
        <Figure label="Volumen m³" value={formatMeasure(s.totalVolumenM3)} />
        <Figure label="Peso kg" value={formatMeasure(s.totalPesoKg)} />
        <Figure label="Peso volumétrico" value={formatMeasure(s.totalPesoVolumetrico)} />
        <Figure label="Venta" value={formatClp(s.totalVenta)} />
        <Figure label="Costo" value={formatClp(s.totalCosto)} />
        <Figure label="Margen" value={formatClp(s.profit)} />
      </SimpleGrid>
    </Paper>
  );
}

export function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} mt={2} c={color}>
        {value}
      </Text>
    </Paper>
  );
}
