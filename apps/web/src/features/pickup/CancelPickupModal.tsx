import { LIMITS, type Pickup, pickupCancelRequest } from '@carga/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useFormNotices } from '../../ui/form-notices.tsx';
import { zodResolver } from '../../ui/zod-resolver.ts';
import { useCancelPickup } from './api.ts';

/** 'Anular' a request, with the reason the contract requires. */
export function CancelPickupModal({ pickup, onClose }: { pickup: Pickup | null; onClose: () => void }) {
  const cancel = useCancelPickup();
  const form = useForm({ initialValues: { smotivo: '' }, validate: zodResolver(pickupCancelRequest) });
  const notices = useFormNotices(form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request opened starts with no reason
  useEffect(() => form.reset(), [pickup?.nidretiro]);

  return (
    <>
      <Modal
        opened={pickup !== null}
        onClose={cancel.isPending ? () => {} : onClose}
        title={`Anular retiro N° ${pickup?.nidretiro ?? ''}`}
        centered
      >
        <form
          noValidate
          onSubmit={form.onSubmit((v) => {
            if (!pickup) return;
            cancel.mutate(
              { id: pickup.nidretiro, smotivo: v.smotivo },
              { onSuccess: onClose, onError: notices.fail },
            );
          })}
        >
          <Stack gap="md">
            <Text size="sm">
              {pickup?.snombrecliente}: {pickup?.sdireccion}. La solicitud quedará anulada.
            </Text>
            <Textarea
              label="Motivo de la anulación"
              withAsterisk
              autosize
              minRows={2}
              maxLength={LIMITS.description}
              data-autofocus
              {...form.getInputProps('smotivo')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
                Cancelar
              </Button>
              <Button type="submit" color="red" loading={cancel.isPending}>
                Anular retiro
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {notices.modal}
    </>
  );
}
