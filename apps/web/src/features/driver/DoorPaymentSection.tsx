import { formatPesos, type PaymentMethod } from '@carga/domain';
import { Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ClpInput } from '../../ui/ClpInput.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { type DoorDeliveryValues, doorChange, METHOD_OPTIONS } from './driver-forms.ts';

// 'Cobro' of 'Entregado' for a POR PAGAR RA (issues 33 and 35): the amount due, the method (cash first), and
// for cash what was handed over with the change computed as it is typed ('Vuelto'); for the others the
// transaction's N°. As the counter's 'Cobrar' (billing/PaymentDialog.tsx), in the driver's own caja.

export function DoorPaymentSection({
  form,
  due,
}: {
  form: UseFormReturnType<DoorDeliveryValues>;
  due: number;
}) {
  const isMobile = useIsMobile();
  const size = isMobile ? 'md' : 'sm';
  const { scodmediopago: method, nmontorecibido } = form.values.cobro;
  const change = doorChange(due, nmontorecibido);
  const clearErrors = () => {
    form.clearFieldError('cobro.nmontorecibido');
    form.clearFieldError('cobro.sreferencia');
  };
  return (
    <Fieldset
      legend={
        <Text fw={700} px={4} span>
          Cobro
        </Text>
      }
      radius="md"
      p="sm"
      pt={4}
      style={{ borderColor: 'var(--mantine-color-orange-filled)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">Monto a cobrar (por pagar)</Text>
          <Text fw={700} size="xl" aria-label="Monto a cobrar" style={{ whiteSpace: 'nowrap' }}>
            {formatPesos(due)}
          </Text>
        </Group>
        <Select
          label="Medio de pago"
          data={METHOD_OPTIONS}
          allowDeselect={false}
          withCheckIcon={false}
          size={size}
          value={method}
          onChange={(value) => {
            if (!value) return;
            form.setFieldValue('cobro.scodmediopago', value as PaymentMethod);
            clearErrors();
          }}
          comboboxProps={{ shadow: 'md' }}
        />
        {method === 'EFECTIVO' ? (
          <>
            <ClpInput
              label="Monto recibido"
              description="En pesos, lo que entrega el cliente"
              withAsterisk
              size={size}
              {...form.getInputProps('cobro.nmontorecibido')}
            />
            <Group justify="space-between" gap="xs" wrap="nowrap" aria-live="polite">
              <Text>Vuelto</Text>
              <Text
                fw={700}
                size="xl"
                aria-label="Vuelto"
                c={change === null ? 'dimmed' : 'green.8'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {change === null ? '—' : formatPesos(change)}
              </Text>
            </Group>
          </>
        ) : (
          <TextInput
            key={method}
            label="N° de transacción"
            withAsterisk
            maxLength={50}
            autoComplete="off"
            size={size}
            {...form.getInputProps('cobro.sreferencia')}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
