import type { RaPriceResponse } from '@carga/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatClp } from '../../../ui/format.ts';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useRaPrice } from './api.ts';

type Basis = Extract<RaPriceResponse, { priced: true }>['price']['basis'];

/** What set the freight, in the screen's words. */
export const BASIS_LABELS: Record<Basis, string> = {
  PESO: 'por peso',
  VOLUMEN: 'por volumen',
  PESO_VOLUMETRICO: 'por peso volumétrico',
  CANTIDAD: 'por cantidad de bultos',
  MINIMO: 'tarifa mínima',
};

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="group" aria-label={label}>
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** 'Valor del servicio' of the RA detail (staff): the total in CLP and its parts, or why it has none. */
export function ServicePriceCard({ raId }: { raId: number }) {
  const price = useRaPrice(raId, true);
  let body: ReactNode;
  if (price.error) body = <LoadError error={price.error} onRetry={() => price.refetch()} />;
  else if (!price.data) body = <Loading py="sm" />;
  else if (!price.data.priced) {
    body = (
      <Text size="sm" c="dimmed">
        {price.data.reason}
      </Text>
    );
  } else {
    const p = price.data.price;
    body = (
      <Stack gap={8}>
        <Row label={`Flete (${BASIS_LABELS[p.basis]})`}>{formatClp(p.freight)}</Row>
        <Row label="Manipulación interna">{formatClp(p.internalHandling)}</Row>
        <Row label="Recargo carga IMO">{formatClp(p.imoSurcharge)}</Row>
        <Row label="Seguro">{formatClp(p.insurance)}</Row>
        <Row label="Total" strong>
          {formatClp(p.total)}
        </Row>
        <Text size="xs" c="dimmed">
          Tarifa de {price.data.tarifa.snombrecorto} ({price.data.tarifa.srutcliente})
        </Text>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" aria-label="Valor del servicio" component="section">
      <Title order={4} mb="sm">
        Valor del servicio
      </Title>
      {body}
    </Paper>
  );
}
