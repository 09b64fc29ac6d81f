import {
  digitsOf,
  LIMITS,
  MAX_TARIFF_VALUE,
  messages,
  type TariffDetail,
  type TariffFilters,
  type TariffKey,
} from '@carga/domain';
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
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { applyFieldErrors } from '../../shipment/wizard/ErrorModal.tsx';
import { ClientRutInput } from '../addresses/ClientRutInput.tsx';
import { DetailInfo } from '../clients/DetailInfo.tsx';
import { useCreateTariff, useTariff, useTariffFilters, useUpdateTariff } from './api.ts';
import { storedTariff, storeTariff, tariffKeyOf } from './selection.ts';
import {
  AMOUNT_FIELDS,
  emptyTariff,
  MINIMUM_FIELD,
  PERCENT_FIELDS,
  type TariffValues,
  tariffFromDetail,
  tariffPayload,
  validateTariff,
} from './tariff-form.ts';

const LIST = '/dashboard/tarifas';
const TITLE = 'Tarifa';
const crumbs = [{ label: 'Configuración' }, { label: 'Tarifas', to: LIST }, { label: 'Detalle' }];
const PLACEHOLDER = 'Seleccione una opción';
const UNDEFINED = messages.noDestination;

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

const infoRows = (clientId: number | null, shortName: string | undefined): Array<[string, ReactNode]> => [
  ['ID Cliente', clientId ? String(clientId) : UNDEFINED],
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

/** 'Tarifa': a new tariff, or the one whose key is stored under 'tarifa'. */
export function TariffDetailPage() {
  const [key, setKey] = useState(storedTariff);
  const filters = useTariffFilters();
  const tariff = useTariff(key);

  const failed = filters.error ?? (key ? tariff.error : null);
  if (failed) {
    return (
      <Layout info={infoRows(key?.nidcliente ?? null, undefined)}>
        <Stack gap="md">
          <LoadError
            error={failed}
            onRetry={() => {
              filters.refetch();
              if (key) tariff.refetch();
            }}
          />
          <Group>
            <CloseButton />
          </Group>
        </Stack>
      </Layout>
    );
  }
  if (!filters.data || (key && !tariff.data)) {
    return (
      <Layout info={infoRows(key?.nidcliente ?? null, undefined)}>
        <Loading />
      </Layout>
    );
  }
  return (
    <TariffForm
      key={key ? JSON.stringify(key) : 'new'}
      filters={filters.data}
      tariff={key ? tariff.data?.tarifaClienteDto : undefined}
      onCreated={(created) => {
        storeTariff(created);
        setKey(tariffKeyOf(created));
      }}
    />
  );
}

function TariffForm({
  filters,
  tariff,
  onCreated,
}: {
  filters: TariffFilters;
  tariff: TariffDetail | undefined;
  onCreated: (key: TariffKey) => void;
}) {
  const notices = useMessageModal();
  const create = useCreateTariff();
  const update = useUpdateTariff();
  const [saved, setSaved] = useState(false);
  // The client chosen among the suggestions, shown in the panel until the tariff exists.
  const [picked, setPicked] = useState<{ id: number; shortName: string } | null>(null);
  const existing = tariff !== undefined;
  const form = useForm<TariffValues>({
    mode: 'controlled',
    initialValues: tariff ? tariffFromDetail(tariff) : emptyTariff(),
    validate: validateTariff,
    validateInputOnBlur: true,
    onValuesChange: () => setSaved(false),
  });

  const offices = filters.oficinaList.map((o) => ({
    value: o.scodoficina,
    label: `${o.snomoficina} (${o.scodoficina})`,
  }));
  const options = (list: TariffFilters['viaList']) =>
    list.map((o) => ({ value: o.scodparametro01, label: o.sdeslargo01 }));
  const select = (
    key: 'scodoficinaorigen' | 'scodoficinadestino' | 'svia' | 'scodmodalidad' | 'scodtipocarga',
  ) => ({
    ...form.getInputProps(key),
    value: form.values[key] || null,
    onChange: (value: string | null) => form.setFieldValue(key, value ?? ''),
    readOnly: existing,
    variant: existing ? 'filled' : 'default',
    withAsterisk: !existing,
    placeholder: PLACEHOLDER,
    allowDeselect: false,
  });
  const numberInput = (field: keyof TariffValues, label: string, decimals = false) => (
    <TextInput
      key={field}
      label={label}
      inputMode={decimals ? 'decimal' : 'numeric'}
      maxLength={decimals ? LIMITS.percentText : digitsOf(MAX_TARIFF_VALUE)}
      {...form.getInputProps(field)}
    />
  );

  const fail = (error: unknown) => {
    applyFieldErrors(form, error);
    notices.showError(error);
  };
  const submit = form.onSubmit((values) => {
    const body = tariffPayload(values);
    if (!tariff) {
      create.mutate(body, {
        onSuccess: (created) =>
          onCreated({
            nidcliente: created.nidcliente,
            scodoficinaorigen: body.scodoficinaorigen,
            scodoficinadestino: body.scodoficinadestino,
            svia: body.svia,
            scodmodalidad: body.scodmodalidad,
            scodtipocarga: body.scodtipocarga,
          }),
        onError: fail,
      });
    } else {
      update.mutate(
        { ...body, nidcliente: tariff.nidcliente },
        {
          onSuccess: (stored) => {
            form.setValues(tariffFromDetail(stored.tarifaClienteDto));
            form.resetDirty(tariffFromDetail(stored.tarifaClienteDto));
            setSaved(true);
          },
          onError: fail,
        },
      );
    }
  });

  return (
    <Layout
      info={infoRows(tariff?.nidcliente ?? picked?.id ?? null, tariff?.snombrecorto ?? picked?.shortName)}
    >
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ClientRutInput
              value={form.values.srutcliente}
              error={form.errors.srutcliente}
              readOnly={existing}
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
            <Select label="Oficina de recepción" data={offices} {...select('scodoficinaorigen')} />
            <Select label="Oficina de destino" data={offices} {...select('scodoficinadestino')} />
            <Select label="Vía" data={options(filters.viaList)} {...select('svia')} />
            <Select
              label="Modalidad de envío"
              data={options(filters.modalidadEnvioList)}
              {...select('scodmodalidad')}
            />
            <Select label="Tarifa" data={options(filters.tipoCargaList)} {...select('scodtipocarga')} />
          </SimpleGrid>
          <div>
            <Title order={5} mb="xs">
              Valores
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {AMOUNT_FIELDS.map(([field, label]) => numberInput(field, label))}
              {PERCENT_FIELDS.map(([field, label]) => numberInput(field, label, true))}
              {numberInput(MINIMUM_FIELD[0], MINIMUM_FIELD[1])}
            </SimpleGrid>
          </div>
          <Switch
            label="Vigente"
            checked={form.values.sindvigente === 'S'}
            onChange={(event) => form.setFieldValue('sindvigente', event.currentTarget.checked ? 'S' : 'N')}
          />
          <Group justify="flex-end" gap="sm">
            {saved && (
              <Text size="sm" c="green" role="status">
                <IconCheck size={14} style={{ verticalAlign: 'middle' }} /> Cambios guardados
              </Text>
            )}
            <CloseButton />
            <Button type="submit" loading={create.isPending || update.isPending} disabled={!form.isValid()}>
              {existing ? 'Actualizar' : 'Crear'}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {notices.modal}
    </Layout>
  );
}
