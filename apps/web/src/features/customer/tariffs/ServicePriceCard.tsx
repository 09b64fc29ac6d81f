import { formatDate, formatDayTime, type RaPriceResponse, tariffOwnerOf } from '@carga/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { formatClp } from '../../../ui/format.ts';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { useRaPrice, useRepriceRa } from './api.ts';

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

/** The badge of an RA without price: the RA detail's card and header, the load list's cards. */
export function SinTarifaBadge() {
  return (
    <Badge color="red" variant="light">
      Sin tarifa
    </Badge>
  );
}

/** When the stored price was taken and which tariff version gave it (issue 12: prices are frozen). */
function Stamp({ price }: { price: RaPriceResponse }) {
  if (!price.stored) {
    return (
      <Text size="xs" c="dimmed">
        Cotización: el precio se registra al finalizar el RA
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {price.dfecprecio && (
        <Text size="xs" c="dimmed">
          {price.priced ? 'Precio registrado' : 'Registrado sin tarifa'} el {formatDayTime(price.dfecprecio)}
        </Text>
      )}
      {price.priced && (
        <Text size="xs" c="dimmed">
          Tarifa vigente desde {formatDate(price.tarifa.dvigenciadesde)}
        </Text>
      )}
    </Stack>
  );
}

function PriceBody({ price }: { price: RaPriceResponse }) {
  if (!price.priced) {
    return (
      <Stack gap={8}>
        <Group gap="xs">
          <SinTarifaBadge />
        </Group>
        {tariffOwnerOf(price) && <Text size="sm">{tariffOwnerOf(price)}</Text>}
        <Text size="sm" c="dimmed">
          {price.reason}
        </Text>
        <Stamp price={price} />
      </Stack>
    );
  }
  const p = price.price;
  return (
    <Stack gap={8}>
      <Row label={`Flete (${BASIS_LABELS[p.basis]})`}>{formatClp(p.freight)}</Row>
      <Row label="Flete mínimo">{formatClp(p.minimum)}</Row>
      <Row label="Manipulación interna">{formatClp(p.internalHandling)}</Row>
      <Row label="Recargo carga IMO">{formatClp(p.imoSurcharge)}</Row>
      <Row label="Seguro">{formatClp(p.insurance)}</Row>
      <Row label="Total" strong>
        {formatClp(p.total)}
      </Row>
      <Text size="xs" c="dimmed">
        {tariffOwnerOf(price)} ({price.tarifa.srutcliente})
      </Text>
      <Stamp price={price} />
    </Stack>
  );
}

/**
 * 'Valor del servicio' of the RA detail (staff): the stored total in CLP and its parts, or 'Sin tarifa'
 * and why; 'Recalcular precio' while the RA may still be re-priced (before dispatch).
 */
export function ServicePriceCard({ raId }: { raId: number }) {
  const price = useRaPrice(raId, true);
  const reprice = useRepriceRa(raId);
  const errors = useMessageModal();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    reprice.mutate(undefined, {
      onSuccess: () => setAsking(false),
      onError: (error) => {
        setAsking(false);
        errors.showError(error);
      },
    });
  let body: ReactNode;
  if (price.error) body = <LoadError error={price.error} onRetry={() => price.refetch()} />;
  else if (!price.data) body = <Loading py="sm" />;
  else body = <PriceBody price={price.data} />;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Valor del servicio" component="section">
      <Title order={4} mb="sm">
        Valor del servicio
      </Title>
      {body}
      {price.data?.repricable && (
        <Button
          mt="sm"
          fullWidth
          variant="light"
          leftSection={<IconRefresh size={16} />}
          loading={reprice.isPending}
          onClick={() => setAsking(true)}
        >
          Recalcular precio
        </Button>
      )}
      <ConfirmModal
        opened={asking}
        title="Recalcular precio"
        confirmLabel="Recalcular"
        loading={reprice.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        El precio del RA {raId} se calculará de nuevo con la tarifa vigente a su fecha de recepción. El cambio
        queda registrado en la bitácora del RA.
      </ConfirmModal>
      {errors.modal}
    </Paper>
  );
}
