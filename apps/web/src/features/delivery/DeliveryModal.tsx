import { type DeliveryItem, type DeliveryResult, LIMITS, messages } from '@carga/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { confirmableConflict } from '../../api/conflicts.ts';
import { errorMessage } from '../../ui/MessageModal.tsx';
import { PhotoField } from '../../ui/PhotoField.tsx';
import { RutInput } from '../../ui/RutInput.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { useDeliver } from './api.ts';
import {
  type DeliveryPhoto,
  type DeliveryValues,
  initialDeliveryValues,
  toDeliveryBody,
  validateDelivery,
} from './delivery-form.ts';
import { unpaidRefusal } from './payment-due.ts';
import { SignaturePad } from './SignaturePad.tsx';
import { UnpaidAlert } from './UnpaidAlert.tsx';

const FIELDS = ['snombreretira', 'srutretira', 'dfhoentrega', 'b64firma'] as const;

/**
 * 'Entregar RA {id}': who takes the cargo, their RUT, when, their signature and an optional photo. When only
 * some of its units were scanned for the delivery, the server names the rest and the person confirms a
 * partial delivery.
 */
export function DeliveryModal({
  item,
  onClose,
  onDelivered = onClose,
}: {
  item: DeliveryItem | null;
  onClose: () => void;
  onDelivered?: (result: DeliveryResult) => void;
}) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={`Entregar RA ${item?.nidra ?? ''}`}
      centered
      size="lg"
      fullScreen={isMobile}
      // A stray tap beside it would lose the signature drawn; and 'Cobrar' opens the payment over it, whose
      // clicks fall outside this modal's content (issue 33).
      closeOnClickOutside={false}
    >
      {item && <DeliveryForm key={item.nidra} item={item} onCancel={onClose} onDone={onDelivered} />}
    </Modal>
  );
}

function DeliveryForm({
  item,
  onCancel,
  onDone,
}: {
  item: DeliveryItem;
  onCancel: () => void;
  onDone: (result: DeliveryResult) => void;
}) {
  const isMobile = useIsMobile();
  const deliver = useDeliver();
  const [photo, setPhoto] = useState<DeliveryPhoto | null>(null);
  /** The server's list of units not scanned, once it refused a delivery that would leave them. */
  const [partial, setPartial] = useState<string | null>(null);
  const [proposed] = useState(() => initialDeliveryValues());
  const form = useForm<DeliveryValues>({
    initialValues: proposed,
    validate: (values) => validateDelivery(values, { proposed: proposed.dfhoentrega }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    const body = {
      ...toDeliveryBody(values, photo, { proposed: proposed.dfhoentrega }),
      ...(partial ? { sconfirmaparcial: 'S' as const } : {}),
    };
    deliver.mutate(
      { nidra: item.nidra, body },
      {
        onSuccess: onDone,
        // The server's field messages go under their fields; the rest shows above the buttons.
        onError: (error) => {
          setPartial(confirmableConflict(error, messages.undeliveredOnDelivery));
          if (!(error instanceof ApiError)) return;
          for (const { field, message } of error.errors ?? []) {
            if ((FIELDS as readonly string[]).includes(field)) form.setFieldError(field, message);
          }
        },
      },
    );
  });
  // Issue 33: a POR PAGAR RA not yet paid is refused (409); the person charges it and confirms again.
  const unpaid = unpaidRefusal(deliver.error);
  const fieldErrors = deliver.error instanceof ApiError ? (deliver.error.errors ?? []) : [];
  const otherErrors = fieldErrors.filter((e) => !(FIELDS as readonly string[]).includes(e.field));

  return (
    <form onSubmit={submit} noValidate aria-label={`Entregar RA ${item.nidra}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {item.snomdestinatario} ({item.srutdestinatario}) · {item.ncantidadrecibida}{' '}
          {item.ncantidadrecibida === 1 ? 'bulto recibido' : 'bultos recibidos'}
        </Text>
        <SimpleGrid cols={isMobile ? 1 : 2} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Nombre de quien retira"
            withAsterisk
            maxLength={LIMITS.personName}
            autoComplete="off"
            {...form.getInputProps('snombreretira')}
          />
          <RutInput
            label="Rut de quien retira"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('srutretira')}
          />
          <DateTimePicker
            label="Fecha y hora de entrega"
            withAsterisk
            locale="es"
            valueFormat="DD/MM/YYYY HH:mm"
            placeholder="dd/mm/aaaa hh:mm"
            value={form.values.dfhoentrega ? `${form.values.dfhoentrega.replace('T', ' ')}:00` : null}
            onChange={(value) =>
              form.setFieldValue('dfhoentrega', value ? value.slice(0, 16).replace(' ', 'T') : '')
            }
            error={form.errors.dfhoentrega}
            submitButtonProps={{ 'aria-label': 'Aceptar fecha y hora' }}
          />
        </SimpleGrid>
        <SignaturePad
          value={form.values.b64firma}
          onChange={(png) => {
            form.setFieldValue('b64firma', png);
            if (png) form.clearFieldError('b64firma');
          }}
          error={form.errors.b64firma}
          disabled={deliver.isPending}
          height={isMobile ? 200 : 170}
        />
        <PhotoField value={photo} onChange={setPhoto} disabled={deliver.isPending} />
        {partial && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Entrega parcial">
            <Text size="sm">{partial}</Text>
          </Alert>
        )}
        {unpaid && <UnpaidAlert nidra={item.nidra} message={unpaid} onPaid={() => deliver.reset()} />}
        {deliver.error && !partial && !unpaid && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title="No fue posible registrar la entrega"
          >
            <Text size="sm">{errorMessage(deliver.error)}</Text>
            {otherErrors.map((e) => (
              <Text size="sm" key={`${e.field}-${e.message}`}>
                {e.message}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deliver.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={deliver.isPending} color={partial ? 'orange' : undefined}>
            {partial ? 'Registrar entrega parcial' : 'Confirmar entrega'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
