import { type ClientSummary, LIMITS, type NewSenderForm, newSenderForm } from '@carga/domain';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applyFieldErrors } from '../../../../ui/form-notices.tsx';
import { LabeledSegments } from '../../../../ui/LabeledSegments.tsx';
import { RutInput } from '../../../../ui/RutInput.tsx';
import { zodResolver } from '../../../../ui/zod-resolver.ts';
import { ClientNameInput, ShortNameInput } from '../../../customer/clients/name-inputs.tsx';
import { RegionCommuneSelects, regionCommuneField } from '../../../lookups/RegionCommuneSelects.tsx';
import { useCreateSender } from '../api.ts';

const initialValues: Required<NewSenderForm> = {
  empresa: 'S',
  rut: '',
  nombre: '',
  nombreCorto: '',
  calle: '',
  numeracion: '',
  restoDireccion: '',
  codRegion: '',
  codComuna: '',
};

/** 'Agregar remitente': a new client with its address; on success it becomes the sender. */
export function NewSenderModal({
  opened,
  onClose,
  onCreated,
  onError,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (client: ClientSummary) => void;
  onError: (error: unknown) => void;
}) {
  const create = useCreateSender();
  const form = useForm({ mode: 'controlled', initialValues, validate: zodResolver(newSenderForm) });

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (client) => {
        onCreated(client);
        close();
      },
      onError: (error) => {
        applyFieldErrors(form, error);
        onError(error);
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Agregar remitente" size={720} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <LabeledSegments
            label="Tipo de cliente"
            data={[
              { label: 'Empresa', value: 'S' },
              { label: 'Persona', value: 'N' },
            ]}
            {...form.getInputProps('empresa')}
          />
          <ClientNameInput label="Nombre" {...form.getInputProps('nombre')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <ShortNameInput {...form.getInputProps('nombreCorto')} />
            <RutInput label="Rut" withAsterisk {...form.getInputProps('rut')} />
            <TextInput
              label="Calle"
              withAsterisk
              maxLength={LIMITS.address}
              {...form.getInputProps('calle')}
            />
            <TextInput
              label="Numeración"
              withAsterisk
              maxLength={LIMITS.snumeracion}
              {...form.getInputProps('numeracion')}
            />
          </SimpleGrid>
          <TextInput
            label="Resto dirección"
            maxLength={LIMITS.address}
            {...form.getInputProps('restoDireccion')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <RegionCommuneSelects {...regionCommuneField(form, 'codRegion', 'codComuna')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Agregar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
