import { type AddressDetail, addressCreate, LIMITS, messages } from '@carga/domain';
import { Button, Grid, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { zodResolver } from '../../../ui/zod-resolver.ts';
import { RegionCommuneSelects } from '../../lookups/RegionCommuneSelects.tsx';
import type { PartyMatch } from '../../shipment/wizard/api.ts';
import { applyFieldErrors } from '../../shipment/wizard/ErrorModal.tsx';
import { DetailInfo } from '../clients/DetailInfo.tsx';
import { YesNoField } from '../clients/flags.tsx';
import { type AddressValues, addressFromDetail, addressPayload, validateAddress } from './address-form.ts';
import { useAddress, useCreateAddress, useUpdateAddress } from './api.ts';
import { ClientRutInput } from './ClientRutInput.tsx';
import { storeAddress, storedAddress } from './selection.ts';

const LIST = '/dashboard/direcciones';
const TITLE = 'Dirección';
const crumbs = [{ label: 'Configuración' }, { label: 'Direcciones', to: LIST }, { label: 'Detalle' }];
const UNDEFINED = messages.noDestination;

type Ids = { clientId: number; addressId: number };

function Layout({ children, info }: { children: ReactNode; info: Array<[string, ReactNode]> }) {
  return (
    <Stack gap="md">
      <PageHeader title={TITLE} crumbs={crumbs} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DetailInfo rows={info} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

const infoRows = (ids: Ids | null, shortName: string | undefined): Array<[string, ReactNode]> => [
  ['ID Dirección', ids ? String(ids.addressId) : UNDEFINED],
  ['ID Cliente', ids ? String(ids.clientId) : UNDEFINED],
  ['Nombre corto', shortName || UNDEFINED],
];

function CloseButton() {
  const navigate = useNavigate();
  return (
    <Button variant="default" leftSection={<IconX size={16} />} onClick={() => navigate(LIST)}>
      Cerrar
    </Button>
  );
}

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

function NewAddress({ onCreated }: { onCreated: (ids: Ids) => void }) {
  const notices = useMessageModal();
  const create = useCreateAddress();
  const [picked, setPicked] = useState<PartyMatch | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { srutcliente: '' },
    validate: zodResolver(addressCreate),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    create.mutate(
      { srutcliente: values.srutcliente.trim() },
      {
        onSuccess: (created) => onCreated({ clientId: created.nidcliente, addressId: created.niddireccion }),
        onError: (error) => {
          applyFieldErrors(form, error);
          notices.showError(error);
        },
      },
    ),
  );

  return (
    <Layout info={infoRows(null, picked?.shortName)}>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <ClientRutInput
            value={form.values.srutcliente}
            error={form.errors.srutcliente}
            onType={(text) => {
              form.setFieldValue('srutcliente', text);
              setPicked(null);
            }}
            onPick={(match) => {
              form.setFieldValue('srutcliente', match.rut);
              form.clearFieldError('srutcliente');
              setPicked(match);
            }}
            onBlur={() => form.validateField('srutcliente')}
          />
          <Text size="sm" c="dimmed">
            Indique el rut del cliente y presione Crear; luego complete los datos de la dirección.
          </Text>
          <Group justify="flex-end" gap="sm">
            <CloseButton />
            <Button type="submit" loading={create.isPending} disabled={!form.isValid()}>
              Crear
            </Button>
          </Group>
        </Stack>
      </Paper>
      {notices.modal}
    </Layout>
  );
}

function AddressLoader({ ids }: { ids: Ids }) {
  const address = useAddress(ids);
  if (address.error) {
    return (
      <Layout info={infoRows(ids, undefined)}>
        <Stack gap="md">
          <LoadError error={address.error} onRetry={() => address.refetch()} />
          <Group>
            <CloseButton />
          </Group>
        </Stack>
      </Layout>
    );
  }
  if (!address.data) {
    return (
      <Layout info={infoRows(ids, undefined)}>
        <Loading />
      </Layout>
    );
  }
  return <AddressForm ids={ids} address={address.data} />;
}

function AddressForm({ ids, address }: { ids: Ids; address: AddressDetail }) {
  const notices = useMessageModal();
  const update = useUpdateAddress(ids.clientId, ids.addressId);
  const [saved, setSaved] = useState(false);
  const form = useForm<AddressValues>({
    mode: 'controlled',
    initialValues: addressFromDetail(address),
    validate: validateAddress,
    validateInputOnBlur: true,
    onValuesChange: () => setSaved(false),
  });

  const flag = (key: 'sindentrega' | 'sindretiro' | 'sindfacturacion') => ({
    value: form.values[key],
    onChange: (value: 'S' | 'N') => form.setFieldValue(key, value),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(addressPayload(values), {
      onSuccess: (stored) => {
        form.setValues(addressFromDetail(stored));
        form.resetDirty(addressFromDetail(stored));
        setSaved(true);
      },
      onError: (error) => {
        applyFieldErrors(form, error);
        notices.showError(error);
      },
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
            <RegionCommuneSelects
              region={form.values.scodregion}
              commune={form.values.scodcomuna}
              regionError={form.errors.scodregion}
              communeError={form.errors.scodcomuna}
              onChange={({ region, commune }) => {
                form.setFieldValue('scodregion', region);
                form.setFieldValue('scodcomuna', commune);
              }}
            />
          </SimpleGrid>
          <Switch
            label="Vigente"
            checked={form.values.sindactivo === 'S'}
            onChange={(event) => form.setFieldValue('sindactivo', event.currentTarget.checked ? 'S' : 'N')}
          />
          <Group justify="flex-end" gap="sm">
            {saved && (
              <Text size="sm" c="green" role="status">
                <IconCheck size={14} style={{ verticalAlign: 'middle' }} /> Cambios guardados
              </Text>
            )}
            <CloseButton />
            <Button type="submit" loading={update.isPending} disabled={!form.isValid()}>
              Actualizar
            </Button>
          </Group>
        </Stack>
      </Paper>
      {notices.modal}
    </Layout>
  );
}
