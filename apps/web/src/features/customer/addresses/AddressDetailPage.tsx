import { type AddressDetail, addressCreate, LIMITS, messages } from '@carga/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { ActiveSwitch } from '../../../ui/ActiveSwitch.tsx';
import { DisabledReason, invalidFormReason } from '../../../ui/DisabledReason.tsx';
import { useFormNotices } from '../../../ui/form-notices.tsx';
import { zodResolver } from '../../../ui/zod-resolver.ts';
import { RegionCommuneSelects, regionCommuneField } from '../../lookups/RegionCommuneSelects.tsx';
import type { PartyMatch } from '../../shipment/wizard/api.ts';
import { YesNoField } from '../clients/flags.tsx';
import {
  CloseButton,
  CustomerDetailLayout,
  DetailPending,
  SaveButtons,
  useSavedFlag,
} from '../shared/detail-parts.tsx';
import { type AddressValues, addressFromDetail, addressPayload, validateAddress } from './address-form.ts';
import { useAddress, useCreateAddress, useUpdateAddress } from './api.ts';
import { ClientRutInput, clientRutField } from './ClientRutInput.tsx';
import { storeAddress, storedAddress } from './selection.ts';

const LIST = '/dashboard/direcciones';
const TITLE = 'Dirección';
const crumbs = [{ label: 'Configuración' }, { label: 'Direcciones', to: LIST }, { label: 'Detalle' }];
const UNDEFINED = messages.noDestination;

type Ids = { clientId: number; addressId: number };

function Layout({ children, info }: { children: ReactNode; info: Array<[string, ReactNode]> }) {
  return (
    <CustomerDetailLayout title={TITLE} crumbs={crumbs} info={info}>
      {children}
    </CustomerDetailLayout>
  );
}

const infoRows = (ids: Ids | null, shortName: string | undefined): Array<[string, ReactNode]> => [
  ['ID Dirección', ids ? String(ids.addressId) : UNDEFINED],
  ['ID Cliente', ids ? String(ids.clientId) : UNDEFINED],
  ['Nombre corto', shortName || UNDEFINED],
];

/** 'Dirección': first the client's rut (the address is created empty), then the whole form (spec 2 section 4). */
export function AddressDetailPage() {
  const [ids, setIds] = useState(storedAddress);
  if (ids === null) {
    return (
      <NewAddress
        onCreated={(created) => {
          storeAddress(created);
          setIds(created);
        }}
      />
    );
  }
  return <AddressLoader ids={ids} />;
}

/** The fields as the screen names them, in its order, for the reason a save is disabled. */
const ADDRESS_LABELS: Record<string, string> = {
  scalle: 'Calle',
  snumeracion: 'Numeración',
  srestodireccion: 'Resto dirección',
  scodpostal: 'Código postal',
  scodregion: 'Región',
  scodcomuna: 'Comuna',
};

function NewAddress({ onCreated }: { onCreated: (ids: Ids) => void }) {
  const create = useCreateAddress();
  const [picked, setPicked] = useState<PartyMatch | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { srutcliente: '' },
    validate: zodResolver(addressCreate),
    validateInputOnBlur: true,
  });
  const notices = useFormNotices(form);

  const submit = form.onSubmit((values) =>
    create.mutate(
      { srutcliente: values.srutcliente.trim() },
      {
        onSuccess: (created) => onCreated({ clientId: created.nidcliente, addressId: created.niddireccion }),
        onError: notices.fail,
      },
    ),
  );

  return (
    <Layout info={infoRows(null, picked?.shortName)}>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <ClientRutInput {...clientRutField(form, setPicked)} />
          <Text size="sm" c="dimmed">
            Indique el rut del cliente y presione Crear; luego complete los datos de la dirección.
          </Text>
          <Group justify="flex-end" gap="sm">
            <CloseButton to={LIST} />
            <Button type="submit" loading={create.isPending} disabled={!form.isValid()}>
              Crear
            </Button>
          </Group>
          <DisabledReason
            ta="right"
            reason={
              form.isValid() ? null : 'Para continuar, indique el rut de un cliente (sin puntos y con guión).'
            }
          />
        </Stack>
      </Paper>
      {notices.modal}
    </Layout>
  );
}

function AddressLoader({ ids }: { ids: Ids }) {
  const address = useAddress(ids);
  if (address.error || !address.data) {
    return (
      <Layout info={infoRows(ids, undefined)}>
        <DetailPending error={address.error} onRetry={() => address.refetch()} closeTo={LIST} />
      </Layout>
    );
  }
  return <AddressForm ids={ids} address={address.data} />;
}

function AddressForm({ ids, address }: { ids: Ids; address: AddressDetail }) {
  const update = useUpdateAddress(ids.clientId, ids.addressId);
  const saved = useSavedFlag();
  const form = useForm<AddressValues>({
    mode: 'controlled',
    initialValues: addressFromDetail(address),
    validate: validateAddress,
    validateInputOnBlur: true,
    onValuesChange: saved.clear,
  });
  const notices = useFormNotices(form);

  const flag = (key: 'sindentrega' | 'sindretiro' | 'sindfacturacion') => ({
    value: form.values[key],
    onChange: (value: 'S' | 'N') => form.setFieldValue(key, value),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(addressPayload(values), {
      onSuccess: (stored) => saved.show(form, addressFromDetail(stored)),
      onError: notices.fail,
    }),
  );

  return (
    <Layout info={infoRows(ids, address.snombrecorto)}>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <ClientRutInput value={address.srutcliente} readOnly onType={() => {}} onPick={() => {}} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <YesNoField label="Dirección de entrega" {...flag('sindentrega')} />
            <YesNoField label="Dirección de retiro" {...flag('sindretiro')} />
            <YesNoField label="Dirección de facturación" {...flag('sindfacturacion')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Calle" withAsterisk {...form.getInputProps('scalle')} />
            <TextInput
              label="Numeración"
              withAsterisk
              maxLength={LIMITS.snumeracion}
              {...form.getInputProps('snumeracion')}
            />
            <TextInput label="Resto dirección" withAsterisk {...form.getInputProps('srestodireccion')} />
            <TextInput
              label="Código postal"
              withAsterisk
              inputMode="numeric"
              maxLength={LIMITS.scodpostal}
              {...form.getInputProps('scodpostal')}
            />
            <RegionCommuneSelects {...regionCommuneField(form, 'scodregion', 'scodcomuna')} />
          </SimpleGrid>
          <ActiveSwitch
            value={form.values.sindactivo}
            onChange={(value) => form.setFieldValue('sindactivo', value)}
          />
          <SaveButtons
            saved={saved.saved}
            closeTo={LIST}
            label="Actualizar"
            pending={update.isPending}
            disabled={!form.isValid()}
            reason={invalidFormReason(validateAddress(form.values), ADDRESS_LABELS)}
          />
        </Stack>
      </Paper>
      {notices.modal}
    </Layout>
  );
}
