import { LIMITS, WEBHOOK_URL_MAX, type WebhookItem, webhookUrlSchema } from '@carga/domain';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ActiveSwitch } from '../../../ui/ActiveSwitch.tsx';
import { useFormNotices } from '../../../ui/form-notices.tsx';
import { ClientRutInput, clientRutField } from '../../customer/addresses/ClientRutInput.tsx';
import type { PartyMatch } from '../../shipment/wizard/api.ts';
import { useCreateWebhook, useUpdateWebhook } from './api.ts';

interface Values {
  srutcliente: string;
  surl: string;
  sindactivo: 'S' | 'N';
}

const urlError = (value: string) => {
  const result = webhookUrlSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/**
 * 'Registrar webhook' (the client and the URL; answers the secret to show once) and 'Editar webhook'
 * (the URL and Vigente). The URL rules beyond the shape (https, no private addresses) are the server's.
 */
export function WebhookFormModal({
  opened,
  webhook,
  onClose,
  onCreated,
}: {
  opened: boolean;
  /** The one edited; none registers a new one. */
  webhook: WebhookItem | null;
  onClose: () => void;
  onCreated: (secret: string, url: string) => void;
}) {
  const isNew = webhook === null;
  const [client, setClient] = useState<PartyMatch | null>(null);
  const form = useForm<Values>({
    initialValues: {
      srutcliente: '',
      surl: webhook?.surl ?? '',
      sindactivo: webhook?.sindactivo === 'N' ? 'N' : 'S',
    },
    validate: {
      srutcliente: (value) => (isNew && (!value || !client) ? 'Seleccione el cliente' : null),
      surl: urlError,
    },
  });
  const notices = useFormNotices(form, { nidcliente: 'srutcliente' });
  const create = useCreateWebhook();
  const update = useUpdateWebhook(webhook?.nidwebhook ?? 0);

  const submit = form.onSubmit((values) => {
    if (isNew) {
      if (!client) return;
      create.mutate(
        { nidcliente: client.id, surl: values.surl.trim() },
        { onSuccess: (created) => onCreated(created.ssecreto, created.surl), onError: notices.fail },
      );
      return;
    }
    update.mutate(
      { surl: values.surl.trim(), sindactivo: values.sindactivo },
      { onSuccess: onClose, onError: notices.fail },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isNew ? 'Registrar webhook' : 'Editar webhook'}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate aria-label="Datos del webhook">
        <Stack gap="sm">
          {isNew ? (
            <ClientRutInput {...clientRutField(form, setClient)} />
          ) : (
            <TextInput
              label="Cliente"
              value={`${webhook.srutcliente} - ${webhook.snombrecliente}`}
              readOnly
            />
          )}
          {isNew && client ? (
            <TextInput
              label="Nombre del cliente"
              value={client.fullName}
              readOnly
              maxLength={LIMITS.snombrecliente}
            />
          ) : null}
          <TextInput
            label="URL"
            withAsterisk
            placeholder="https://sistema.cliente.cl/carga/webhook"
            description="Sólo https, hacia una dirección pública; se envía un POST JSON firmado por cada evento de sus cargas"
            maxLength={WEBHOOK_URL_MAX}
            {...form.getInputProps('surl')}
          />
          {isNew ? null : (
            <ActiveSwitch
              description="Un webhook no vigente no recibe eventos nuevos; sus entregas pendientes esperan"
              value={form.values.sindactivo}
              onChange={(value) => form.setFieldValue('sindactivo', value)}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {isNew ? 'Registrar' : 'Guardar'}
            </Button>
          </Group>
        </Stack>
      </form>
      {notices.modal}
    </Modal>
  );
}
