import type { ClientCombos, ClientDetail } from '@carga/domain';
import { Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ActiveSwitch } from '../../../ui/ActiveSwitch.tsx';
import { invalidFormReason } from '../../../ui/DisabledReason.tsx';
import { useFormNotices } from '../../../ui/form-notices.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PhoneNumberInput, PhonePrefixInput } from '../../../ui/PhoneInputs.tsx';
import { paramOptions } from '../../../ui/param-options.ts';
import { RutInput } from '../../../ui/RutInput.tsx';
import {
  CustomerDetailLayout,
  DetailPending,
  detailQueries,
  SaveButtons,
  useSavedFlag,
} from '../shared/detail-parts.tsx';
import { useClient, useClientCombos, useSaveClient } from './api.ts';
import { ClientMenusGuard } from './ClientMenusGuard.tsx';
import { CreditSection } from './CreditSection.tsx';
import {
  type ClientValues,
  clientFromDetail,
  clientPayload,
  emptyClient,
  validateClient,
} from './client-form.ts';
import { YesNoField } from './flags.tsx';
import { ClientNameInput, ShortNameInput } from './name-inputs.tsx';
import { storeClientId, storedClientId } from './selection.ts';

const LIST = '/dashboard/cliente-proveedor';
const TITLE = 'Cliente / Proveedor';
const crumbs = [{ label: 'Configuración' }, { label: 'Cliente - Proveedor', to: LIST }, { label: 'Detalle' }];
/** The fields as the screen names them, in its order, for the reason a save is disabled. */
const CLIENT_LABELS: Record<string, string> = {
  srutcliente: 'Rut',
  srutfacturacion: 'Rut facturación',
  snombrecliente: 'Nombre cliente',
  snombrecorto: 'Nombre corto',
  sprefijotelefono: 'Prefijo',
  stelefono: 'Celular',
  sterminoenvio: 'Término de envío',
  stipoentrega: 'Tipo de entrega',
  semail: 'Correo electrónico',
};

/** 'Cliente / Proveedor': a new client (no stored id) or the one stored under 'cliente-id'. */
export function ClientDetailPage() {
  return (
    <ClientMenusGuard>
      <ClientDetailLoader />
    </ClientMenusGuard>
  );
}

function ClientDetailLoader() {
  const [id, setId] = useState(storedClientId);
  const client = useClient(id);
  const combos = useClientCombos();

  const pending = detailQueries(id !== null ? client : null, combos);
  if (pending.error || pending.missing || !combos.data) {
    return (
      <Stack gap="md">
        <PageHeader title={TITLE} crumbs={crumbs} />
        <DetailPending error={pending.error} onRetry={pending.retry} closeTo={LIST} />
      </Stack>
    );
  }
  return (
    <ClientForm
      key={id ?? 'new'}
      combos={combos.data}
      client={id === null ? undefined : client.data}
      onCreated={(created) => {
        storeClientId(created.nidcliente);
        setId(created.nidcliente);
      }}
    />
  );
}

function ClientForm({
  combos,
  client,
  onCreated,
}: {
  combos: ClientCombos;
  client: ClientDetail | undefined;
  onCreated: (client: ClientDetail) => void;
}) {
  const save = useSaveClient(client?.nidcliente ?? null);
  const saved = useSavedFlag();
  const form = useForm<ClientValues>({
    mode: 'controlled',
    initialValues: client ? clientFromDetail(client) : emptyClient(),
    validate: validateClient,
    validateInputOnBlur: true,
    onValuesChange: saved.clear,
  });
  const notices = useFormNotices(form);
  const flag = (key: 'sindclientecontr' | 'sindclientecouri' | 'sindproveedor' | 'sindproveedorint') => ({
    value: form.values[key],
    onChange: (value: 'S' | 'N') => form.setFieldValue(key, value),
  });
  const select = (key: 'sterminoenvio' | 'stipoentrega') => ({
    ...form.getInputProps(key),
    value: form.values[key] || null,
    onChange: (value: string | null) => form.setFieldValue(key, value ?? ''),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(clientPayload(values), {
      onSuccess: (stored) => {
        if (!client) onCreated(stored);
        else saved.show(form, clientFromDetail(stored));
      },
      onError: notices.fail,
    }),
  );

  const info: Array<[string, string]> = [
    ['ID', client ? String(client.nidcliente) : '—'],
    ['Cantidad direcciones', client ? String(client.ncantidaddirecciones) : '—'],
    ['Cantidad tarifas', client ? String(client.ncantidadtarifas) : '—'],
  ];
  return (
    <CustomerDetailLayout
      title={TITLE}
      crumbs={crumbs}
      info={info}
      below={client && <CreditSection clientId={client.nidcliente} />}
    >
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <RutInput
              label="Rut"
              withAsterisk={client === undefined}
              readOnly={client !== undefined}
              variant={client ? 'filled' : 'default'}
              {...form.getInputProps('srutcliente')}
            />
            <RutInput label="Rut facturación" {...form.getInputProps('srutfacturacion')} />
            <ClientNameInput label="Nombre cliente" {...form.getInputProps('snombrecliente')} />
            <ShortNameInput {...form.getInputProps('snombrecorto')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <YesNoField label="Cliente destinatario" {...flag('sindclientecontr')} />
            <YesNoField label="Cliente courier" {...flag('sindclientecouri')} />
            <YesNoField label="Proveedor remitente" {...flag('sindproveedor')} />
            <YesNoField label="Proveedor interno" {...flag('sindproveedorint')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SimpleGrid cols={2} spacing="sm">
              <PhonePrefixInput {...form.getInputProps('sprefijotelefono')} />
              <PhoneNumberInput {...form.getInputProps('stelefono')} />
            </SimpleGrid>
            <ActiveSwitch
              mt={{ base: 0, sm: 30 }}
              value={form.values.sindactivo}
              onChange={(value) => form.setFieldValue('sindactivo', value)}
            />
            <Select
              label="Término de envío"
              placeholder="Seleccione una opción"
              data={paramOptions(combos.terminoDeEntrega)}
              clearable
              {...select('sterminoenvio')}
            />
            <Select
              label="Tipo de entrega"
              placeholder="Seleccione una opción"
              data={paramOptions(combos.tipoDeEntrega)}
              clearable
              {...select('stipoentrega')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Correo electrónico"
              type="email"
              placeholder="avisos@cliente.cl"
              autoComplete="email"
              maxLength={254}
              {...form.getInputProps('semail')}
            />
            <YesNoField
              label="Recibir avisos por correo"
              value={form.values.sindnotificar}
              onChange={(value) => {
                form.setFieldValue('sindnotificar', value);
                // The notices need an address: say so at once, next to it.
                form.validateField('semail');
              }}
            />
          </SimpleGrid>
          <SaveButtons
            saved={saved.saved}
            closeTo={LIST}
            label={client ? 'Actualizar' : 'Crear'}
            pending={save.isPending}
            disabled={!form.isValid()}
            reason={invalidFormReason(validateClient(form.values), CLIENT_LABELS)}
          />
        </Stack>
      </Paper>
      {notices.modal}
    </CustomerDetailLayout>
  );
}
