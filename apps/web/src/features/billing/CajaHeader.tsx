import { type CajaSummary, formatPesos } from '@carga/domain';
import { Badge, Paper } from '@mantine/core';
import { formatDateTime } from '../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../ui/InfoGrid.tsx';

export const CajaStateBadge = ({ caja }: { caja: Pick<CajaSummary, 'sestado' | 'sdesestado'> }) => (
  <Badge color={caja.sestado === 'ABIERTA' ? 'green' : 'gray'} variant="light">
    {caja.sdesestado}
  </Badge>
);

/** Who, where, when and the float of a caja. */
export function CajaHeader({ caja }: { caja: CajaSummary }) {
  return (
    <Paper withBorder radius="md" p="md">
      <InfoGrid wide>
        <InfoItem label="Caja">{String(caja.nidcaja)}</InfoItem>
        <InfoItem label="Estado">
          <CajaStateBadge caja={caja} />
        </InfoItem>
        <InfoItem label="Lugar">{`${caja.snomlugar} (${caja.scodlugar})`}</InfoItem>
        <InfoItem label="Usuario">{caja.snombreusuario || caja.susuario}</InfoItem>
        <InfoItem label="Monto inicial">{formatPesos(caja.nmontoinicial)}</InfoItem>
        <InfoItem label="Apertura">{formatDateTime(caja.dfecapertura)}</InfoItem>
        {caja.dfeccierre && <InfoItem label="Cierre">{formatDateTime(caja.dfeccierre)}</InfoItem>}
      </InfoGrid>
    </Paper>
  );
}
