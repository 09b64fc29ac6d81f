import {
  formatPesos,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type RaPayment,
} from '@carga/domain';
import { Alert, Anchor, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCash } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ClpInput } from '../../ui/ClpInput.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import { errorMessage } from '../../ui/MessageModal.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { useCurrentCaja, usePay } from './api.ts';
import { CAJA_PATH } from './paths.ts';
import {
  initialPaymentValues,
  liveChange,
  type PaymentValues,
  referenceLabel,
  toPaymentBody,
  validatePayment,
} from './payment-form.ts';

/** The RA being charged: its number and what it owes (the payment is exactly that amount). */
export interface PaymentTarget {
  nidra: number;
  nadeudado: number;
}

const FIELDS = ['nmontorecibido', 'sreferencia'] as const;

/**
 * 'Cobrar RA {id}' (issue 33): the amount due, the method, and for cash what was received and the change
 * ('Vuelto') computed as it is typed; for the others the transaction's number. The payment goes into the
 * caller's open caja; without one the dialog says so and links to 'Caja' to open it. Used at step 7, on
 * the RA's detail and in Entregar.
 */
export function PaymentDialog({
  target,
  onClose,
  onPaid = onClose,
}: {
  target: PaymentTarget | null;
  onClose: () => void;
  onPaid?: (payment: RaPayment) => void;
}) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={`Cobrar RA ${target?.nidra ?? ''}`}
      centered
      fullScreen={isMobile}
    >
      {target && <PaymentForm key={target.nidra} target={target} onCancel={onClose} onDone={onPaid} />}
    </Modal>
  );
}

function PaymentForm({
  target,
  onCancel,
  onDone,
}: {
  target: PaymentTarget;
  onCancel: () => void;
  onDone: (payment: RaPayment) => void;
}) {
  const current = useCurrentCaja();
  const pay = usePay();
  const due = target.nadeudado;
  const form = useForm<PaymentValues>({
    initialValues: initialPaymentValues(),
    validate: (values) => validatePayment(values, due),
  });

  if (current.isPending) return <Loading />;
  if (current.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No fue posible consultar su caja">
        <Text size="sm">{errorMessage(current.error)}</Text>
      </Alert>
    );
  const caja = current.data.caja;

  const submit = form.onSubmit((values) => {
    if (!caja) return;
    pay.mutate(
      { nidra: target.nidra, body: toPaymentBody(values, due, caja.nidcaja) },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const { field, message } of error.errors ?? []) {
            if ((FIELDS as readonly string[]).includes(field)) form.setFieldError(field, message);
          }
        },
      },
    );
  });
  const method = form.values.scodmediopago;
  const reference = referenceLabel(method);
  const change = liveChange(due, form.values.nmontorecibido);

  // Opened from inside another form (Entregar's), its submit would bubble there through the React tree
  // and send that form too: it stops here.
  const submitHere = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    submit(event);
  };
  return (
    <form onSubmit={submitHere} noValidate aria-label={`Cobrar RA ${target.nidra}`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text>Monto a cobrar</Text>
          <Text fw={700} size="xl" aria-label="Monto a cobrar">
            {formatPesos(due)}
          </Text>
        </Group>
        {!caja ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="No tiene una caja abierta">
            <Text size="sm">
              Debe abrir una caja para registrar pagos.{' '}
              <Anchor component={Link} to={CAJA_PATH}>
                Abrir caja
              </Anchor>
            </Text>
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Caja {caja.nidcaja} · {caja.snomlugar}
            </Text>
            <Radio.Group
              label="Medio de pago"
              value={method}
              onChange={(value) => {
                form.setFieldValue('scodmediopago', value as PaymentMethod);
                form.clearErrors();
              }}
            >
              <Group gap="md" mt={6}>
                {PAYMENT_METHODS.map((m) => (
                  <Radio key={m} value={m} label={PAYMENT_METHOD_LABELS[m]} />
                ))}
              </Group>
            </Radio.Group>
            {reference === null ? (
              <>
                <ClpInput
                  label="Monto recibido"
                  withAsterisk
                  data-autofocus
                  {...form.getInputProps('nmontorecibido')}
                />
                <Group justify="space-between" wrap="nowrap">
                  <Text>Vuelto</Text>
                  <Text fw={700} size="lg" aria-label="Vuelto" c={change === null ? 'dimmed' : undefined}>
                    {change === null ? '—' : formatPesos(change)}
                  </Text>
                </Group>
              </>
            ) : (
              <TextInput
                key={method}
                label={reference}
                withAsterisk
                maxLength={50}
                autoComplete="off"
                {...form.getInputProps('sreferencia')}
              />
            )}
          </>
        )}
        {pay.error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No fue posible registrar el pago">
            <Text size="sm">{errorMessage(pay.error)}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pay.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={pay.isPending} disabled={!caja} leftSection={<IconCash size={18} />}>
            Registrar pago
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
