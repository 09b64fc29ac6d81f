import { type ClientCombos, type ClientDetail, LIMITS } from '@carga/domain';
import {
  Button,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { applyFieldErrors } from '../../shipment/wizard/ErrorModal.tsx';
import { useClient, useClientCombos, useSaveClient } from './api.ts';
import { ClientMenusGuard } from './ClientMenusGuard.tsx';
import {
  type ClientValues,
  clientFromDetail,
  clientPayload,
  emptyClient,
  validateClient,
} from './client-form.ts';
import { DetailInfo } from './DetailInfo.tsx';
import { YesNoField } from './flags.tsx';
import { storeClientId, storedClientId } from './selection.ts';

const LIST = '/dashboard/cliente-proveedor';
const TITLE = 'Cliente / Proveedor';
const crumbs = [{ label: 'Configuración' }, { label: 'Cliente - Proveedor', to: LIST }, { label: 'Detalle' }];
const options = (list: ClientCombos['terminoDeEntrega'] | undefined) =>
  (list ?? []).map((o) => ({ value: o.scodparametro01, label: o.sdeslargo01 }));

/** 'Cliente / Proveedor': a new client (no stored id) or the one stored under 'cliente-id'. */
export function ClientDetailPage() {
  return (
    <ClientMenusGuard>
      <ClientDetailLoader />
    </ClientMenusGuard>
  );
}

function ClientDetailLoader() {
  const navigate = useNavigate();
  const [id, setId] = useState(storedClientId);
  const client = useClient(id);
  const combos = useClientCombos();

  const failed = (id !== null ? client.error : null) ?? combos.error;
  if (failed) {
    return (
      <Stack gap="md">
        <PageHeader title={TITLE} crumbs={crumbs} />
        <LoadError
          error={failed}
          onRetry={() => {
            combos.refetch();
            if (id !== null) client.refetch();
          }}
        />
        <Group>
          <Button variant="default" onClick={() => navigate(LIST)}>
            Cerrar
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!combos.data || (id !== null && !client.data)) {
    return (
      <Stack gap="md">
        <PageHeader title={TITLE} crumbs={crumbs} />
        <Loading />
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
  const navigate = useNavigate();
  const notices = useMessageModal();
  const save = useSaveClient(client?.nidcliente ?? null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ClientValues>({
    mode: 'controlled',
    initialValues: client ? clientFromDetail(client) : emptyClient(),
    validate: validateClient,
    validateInputOnBlur: true,
    onValuesChange: () => setSaved(false),
  });
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
        else {
          form.setValues(clientFromDetail(stored));
          form.resetDirty(clientFromDetail(stored));
          setSaved(true);
        }
      },
      onError: (error) => {
        applyFieldErrors(form, error);
        notices.showError(error);
      },
    }),
  );

  return (
    <Stack gap="md">
      <PageHeader title={TITLE} crumbs={crumbs} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Rut"
                  placeholder="12345678-9"
                  withAsterisk={client === undefined}
                  maxLength={LIMITS.rut}
                  readOnly={client !== undefined}
                  variant={client ? 'filled' : 'default'}
                  {...form.getInputProps('srutcliente')}
                />
                <TextInput
                  label="Rut facturación"
                  placeholder="12345678-9"
                  maxLength={LIMITS.rut}
                  {...form.getInputProps('srutfacturacion')}
                />
                <TextInput
                  label="Nombre cliente"
                  withAsterisk
                  maxLength={LIMITS.snombrecliente}
                  {...form.getInputProps('snombrecliente')}
                />
                <TextInput
                  label="Nombre corto"
                  withAsterisk
                  maxLength={LIMITS.personName}
                  {...form.getInputProps('snombrecorto')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
                <YesNoField label="Cliente destinatario" {...flag('sindclientecontr')} />
                <YesNoField label="Cliente courier" {...flag('sindclientecouri')} />
                <YesNoField label="Proveedor remitente" {...flag('sindproveedor')} />
                <YesNoField label="Proveedor interno" {...flag('sindproveedorint')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <SimpleGrid cols={2} spacing="sm">
                  <TextInput
                    label="Prefijo"
                    placeholder="56"
                    withAsterisk
                    inputMode="numeric"
                    maxLength={LIMITS.phonePrefix}
                    {...form.getInputProps('sprefijotelefono')}
                  />
                  <TextInput
                    label="Celular"
                    placeholder="912345678"
                    withAsterisk
                    inputMode="numeric"
                    maxLength={LIMITS.phoneNumber}
                    {...form.getInputProps('stelefono')}
                  />
                </SimpleGrid>
                <Switch
                  label="Vigente"
                  mt={{ base: 0, sm: 30 }}
                  checked={form.values.sindactivo === 'S'}
                  onChange={(event) =>
                    form.setFieldValue('sindactivo', event.currentTarget.checked ? 'S' : 'N')
                  }
                />
                <Select
                  label="Término de envío"
                  placeholder="Seleccione una opción"
                  data={options(combos.terminoDeEntrega)}
                  clearable
                  {...select('sterminoenvio')}
                />
                <Select
                  label="Tipo de entrega"
                  placeholder="Seleccione una opción"
                  data={options(combos.tipoDeEntrega)}
                  clearable
                  {...select('stipoentrega')}
                />
              </SimpleGrid>
              <Group justify="flex-end" gap="sm">
                {saved && (
                  <Text size="sm" c="green" role="status">
                    <IconCheck size={14} style={{ verticalAlign: 'middle' }} /> Cambios guardados
                  </Text>
                )}
                <Button variant="default" leftSection={<IconX size={16} />} onClick={() => navigate(LIST)}>
                  Cerrar
                </Button>
                <Button type="submit" loading={save.isPending} disabled={!form.isValid()}>
                  {client ? 'Actualizar' : 'Crear'}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DetailInfo
            rows={[
              ['ID', client ? String(client.nidcliente) : '—'],
              ['Cantidad direcciones', client ? String(client.ncantidaddirecciones) : '—'],
              ['Cantidad tarifas', client ? String(client.ncantidadtarifas) : '—'],
            ]}
          />
        </Grid.Col>
      </Grid>
      {notices.modal}
    </Stack>
  );
}
