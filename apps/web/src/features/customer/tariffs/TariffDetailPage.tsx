import {
  digitsOf,
  LIMITS,
  MAX_TARIFF_VALUE,
  messages,
  placeLabel,
  type TariffDetail,
  type TariffFilters,
  type TariffKey,
  type TariffVersion,
  tariffOwnerText,
} from '@carga/domain';
import { Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { ActiveSwitch } from '../../../ui/ActiveSwitch.tsx';
import { DayInput } from '../../../ui/DayInput.tsx';
import { useFormNotices } from '../../../ui/form-notices.tsx';
import { todayIso } from '../../../ui/format.ts';
import { paramOptions } from '../../../ui/param-options.ts';
import { ClientRutInput, clientRutField } from '../addresses/ClientRutInput.tsx';
import {
  CustomerDetailLayout,
  DetailPending,
  detailQueries,
  SaveButtons,
  useSavedFlag,
} from '../shared/detail-parts.tsx';
import { useCreateTariff, useTariff, useTariffFilters, useUpdateTariff } from './api.ts';
import { storedTariff, storeTariff, tariffKeyOf } from './selection.ts';
import { TariffVersions } from './TariffVersions.tsx';
import {
  AMOUNT_FIELDS,
  emptyTariff,
  MINIMUM_FIELD,
  PERCENT_FIELDS,
  type TariffValues,
  tariffFromDetail,
  tariffPayload,
  tariffUpdatePayload,
  validateTariff,
  validFromError,
} from './tariff-form.ts';

const LIST = '/dashboard/tarifas';
const TITLE = 'Tarifa';
const crumbs = [{ label: 'Configuración' }, { label: 'Tarifas', to: LIST }, { label: 'Detalle' }];
const PLACEHOLDER = 'Seleccione una opción';
const UNDEFINED = messages.noDestination;

function Layout({
  children,
  info,
  below,
}: {
  children: ReactNode;
  info: Array<[string, ReactNode]>;
  below?: ReactNode;
}) {
  return (
    <CustomerDetailLayout title={TITLE} crumbs={crumbs} info={info} below={below}>
      {children}
    </CustomerDetailLayout>
  );
}

const infoRows = (clientId: number | null, shortName: string | undefined): Array<[string, ReactNode]> => [
  ['ID Cliente', clientId ? String(clientId) : UNDEFINED],
  ['Nombre corto', shortName || UNDEFINED],
];

/** 'Tarifa': a new tariff, or the one whose key is stored under 'tarifa'. */
export function TariffDetailPage() {
  const [key, setKey] = useState(storedTariff);
  const filters = useTariffFilters();
  const tariff = useTariff(key);

  const pending = detailQueries(filters, key ? tariff : null);
  if (pending.error || pending.missing || !filters.data) {
    return (
      <Layout info={infoRows(key?.nidcliente ?? null, undefined)}>
        <DetailPending error={pending.error} onRetry={pending.retry} closeTo={LIST} />
      </Layout>
    );
  }
  return (
    <TariffForm
      key={key ? JSON.stringify(key) : 'new'}
      filters={filters.data}
      tariff={key ? tariff.data?.tarifaClienteDto : undefined}
      versions={key ? tariff.data?.versionList : undefined}
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
  versions,
  onCreated,
}: {
  filters: TariffFilters;
  tariff: TariffDetail | undefined;
  versions?: TariffVersion[];
  onCreated: (key: TariffKey) => void;
}) {
  const create = useCreateTariff();
  const update = useUpdateTariff();
  const saved = useSavedFlag();
  // The client chosen among the suggestions, shown in the panel until the tariff exists.
  const [picked, setPicked] = useState<{ id: number; shortName: string } | null>(null);
  const existing = tariff !== undefined;
  // Issue 12: an edit of the values starts a new version on this day (today by default, never before).
  const [validFrom, setValidFrom] = useState(todayIso);
  const validFromProblem = validFromError(validFrom);
  const form = useForm<TariffValues>({
    mode: 'controlled',
    initialValues: tariff ? tariffFromDetail(tariff) : emptyTariff(),
    validate: validateTariff,
    validateInputOnBlur: true,
    onValuesChange: saved.clear,
  });
  const notices = useFormNotices(form);

  const offices = filters.oficinaList.map((o) => ({
    value: o.scodoficina,
    label: placeLabel(o.snomoficina, o.scodoficina),
  }));
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

  const submit = form.onSubmit((values) => {
    const body = tariffPayload(values);
    if (!tariff) {
      create.mutate(body, {
        onSuccess: (created) => onCreated(tariffKeyOf({ ...body, nidcliente: created.nidcliente })),
        onError: notices.fail,
      });
    } else {
      if (validFromProblem) return;
      update.mutate(tariffUpdatePayload(values, tariff.nidcliente, validFrom), {
        onSuccess: (stored) => saved.show(form, tariffFromDetail(stored.tarifaClienteDto)),
        onError: notices.fail,
      });
    }
  });

  return (
    <Layout
      info={infoRows(tariff?.nidcliente ?? picked?.id ?? null, tariff?.snombrecorto ?? picked?.shortName)}
      below={versions && <TariffVersions versions={versions} />}
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <ClientRutInput readOnly={existing} {...clientRutField(form, setPicked)} />
              <Select label="Oficina de recepción" data={offices} {...select('scodoficinaorigen')} />
              <Select label="Oficina de destino" data={offices} {...select('scodoficinadestino')} />
              <Select label="Vía" data={paramOptions(filters.viaList)} {...select('svia')} />
              <Select
                label="Modalidad de envío"
                data={paramOptions(filters.modalidadEnvioList)}
                {...select('scodmodalidad')}
              />
              <Select
                label="Tarifa"
                data={paramOptions(filters.tipoCargaList)}
                {...select('scodtipocarga')}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {tariffOwnerText(tariff?.snombrecorto ?? picked?.shortName ?? null)}
            </Text>
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
            {existing && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DayInput
                  label="Vigente desde"
                  description="Los valores nuevos rigen desde este día"
                  minDate={todayIso()}
                  value={validFrom}
                  onChange={(day) => {
                    setValidFrom(day);
                    saved.clear();
                  }}
                  error={validFromProblem}
                />
              </SimpleGrid>
            )}
            <ActiveSwitch
              value={form.values.sindvigente}
              onChange={(value) => form.setFieldValue('sindvigente', value)}
            />
            <SaveButtons
              saved={saved.saved}
              closeTo={LIST}
              label={existing ? 'Actualizar' : 'Crear'}
              pending={create.isPending || update.isPending}
              disabled={!form.isValid() || validFromProblem !== null}
            />
          </Stack>
        </Paper>
      </Stack>
      {notices.modal}
    </Layout>
  );
}
