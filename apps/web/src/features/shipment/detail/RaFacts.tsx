import { formatRepacks, messages, placeLabel, type RaDetailResponse, REPACK_LABEL } from '@carga/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../../ui/InfoGrid.tsx';
import { StateBadge } from '../../../ui/StateBadge.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { usePlaceLabel } from '../../lookups/place-names.ts';

type Ra = RaDetailResponse['ra'];
type LoadListLink = RaDetailResponse['listaCargaList'][number];
type Repack = RaDetailResponse['reempaqueList'][number];

const NO_INFORMATION = messages.noInformation;
const NO_DESCRIPTION = messages.noDescription;

function Party({ name, rut }: { name: string; rut: string }) {
  return (
    <div>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed">
        {rut}
      </Text>
    </div>
  );
}

/** 'Bodega Punta Arenas (BDPUQ) / Punta Arenas (OFIPUQ)': the destination's places as everywhere. */
const destination = (ra: Ra, place: (code: string) => string) =>
  [ra.scodbodegadestino, ra.scodoficinadestino]
    .filter((code): code is string => Boolean(code))
    .map(place)
    .join(' / ') || messages.noDestination;

/** The RA's own data: parties, dates, route, description, condition and the repacking of step 3. */
export function RaFacts({ ra, repacks, compact }: { ra: Ra; repacks?: Repack[]; compact?: boolean }) {
  const isMobile = useIsMobile();
  const place = usePlaceLabel();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Datos del RA
      </Title>
      <InfoGrid wide>
        <InfoItem label="Estado" fullRow={isMobile}>
          <div>
            <StateBadge code={ra.scodestado} label={ra.sdesestado} />
          </div>
        </InfoItem>
        <InfoItem label="Remitente">
          <Party name={ra.snomremitente} rut={ra.srutremitente} />
        </InfoItem>
        <InfoItem label="Destinatario">
          <Party name={ra.snomdestinatario} rut={ra.srutdestinatario} />
        </InfoItem>
        <InfoItem label="Fecha de recepción">{formatDateTime(ra.dfecrecepcion)}</InfoItem>
        <InfoItem label="Oficina de origen">
          {placeLabel(ra.snomoficinaorigen, ra.scodoficinaorigen)}
        </InfoItem>
        <InfoItem label="Destino">{destination(ra, place)}</InfoItem>
        {!compact && (
          <>
            <InfoItem label="Vía de despacho">
              {ra.sotraviadespacho ? `${ra.sdesviadespacho}: ${ra.sotraviadespacho}` : ra.sdesviadespacho}
            </InfoItem>
            <InfoItem label="Tipo de carga">{ra.sdestipocarga ?? NO_INFORMATION}</InfoItem>
            {ra.snomagente && (
              <InfoItem label="Agente">
                <Party name={ra.snomagente} rut={ra.srutagente} />
              </InfoItem>
            )}
            {ra.sidtrackingext && <InfoItem label="Tracking externo">{ra.sidtrackingext}</InfoItem>}
            <InfoItem label="Estado de la carga">{ra.sdesestadocarga || NO_INFORMATION}</InfoItem>
          </>
        )}
      </InfoGrid>
      <Stack gap="sm" mt="md">
        <InfoItem label="Descripción">{ra.sdescripcioncarga || NO_DESCRIPTION}</InfoItem>
        {!compact && (
          <InfoItem label="Condición general">
            {[ra.scondicioncarga, ra.scondicionadicional].filter(Boolean).join('. ') || NO_INFORMATION}
          </InfoItem>
        )}
        {repacks && (
          <InfoItem label={REPACK_LABEL}>
            {formatRepacks(repacks.map((r) => ({ description: r.sdesreempaque, quantity: r.ncantidad })))}
          </InfoItem>
        )}
      </Stack>
    </Paper>
  );
}

const distinct = (values: Array<string | number | null>) =>
  [...new Set(values.filter((v) => v !== null && v !== '').map(String))].join(', ') || NO_INFORMATION;

const phone = (link: LoadListLink) =>
  link.nnumtelefonoconductor
    ? [link.spreftelefonoconductor, link.nnumtelefonoconductor].filter(Boolean).join(' - ')
    : null;

/** Operations and load lists the RA travels on, with their drivers and plates. */
export function TransportFacts({ links }: { links: LoadListLink[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Transporte
      </Title>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_INFORMATION}
        </Text>
      ) : (
        <InfoGrid wide>
          <InfoItem label="Operaciones">{distinct(links.map((l) => l.nidoperacion))}</InfoItem>
          <InfoItem label="Listas de carga">{distinct(links.map((l) => l.scodlistacarga))}</InfoItem>
          <InfoItem label="Conductores">{distinct(links.map((l) => l.snombreconductor))}</InfoItem>
          <InfoItem label="Patentes camión">{distinct(links.map((l) => l.spatentecamion))}</InfoItem>
          <InfoItem label="Patentes acoplado">{distinct(links.map((l) => l.spatenteacoplado))}</InfoItem>
          <InfoItem label="Teléfonos conductor">{distinct(links.map(phone))}</InfoItem>
        </InfoGrid>
      )}
    </Paper>
  );
}
