import {
  type EquipmentOption,
  needsFullLoadClient,
  type OperationForm,
  operationForm,
  placeLabel,
} from '@carga/domain';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../api/session.ts';
import { DisabledReason, invalidFormReason } from '../../../ui/DisabledReason.tsx';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { zodResolver } from '../../../ui/zod-resolver.ts';
import { PartySearchInput } from '../../shipment/wizard/step-1/PartySearchInput.tsx';
import { useOperationDetailFilters, useSaveOperation } from '../api.ts';
import { isEditable, markStep, readStoredOperation, storeSavedOperation } from '../wizard-storage.ts';
import { OperationWizardLayout } from './OperationWizardLayout.tsx';

interface OperationValues {
  sdescripcion: string;
  scodbodegaorigen: string;
  scodbodegadestino: string;
  scodigovia: string;
  scodtipoequipo: string;
  scodmodalidadenvio: string;
  nidclientecargafull: number;
  srutclientefull: string;
  snombrecorto: string;
}

const validate = zodResolver(operationForm);

/** The fields as the screen names them, in its order, for the reason 'Continuar' is disabled. */
const OPERATION_LABELS: Record<string, string> = {
  sdescripcion: 'Descripción',
  scodbodegaorigen: 'Bodega origen',
  scodbodegadestino: 'Bodega destino',
  scodigovia: 'Vía',
  scodtipoequipo: 'Tipo de equipo',
  scodmodalidadenvio: 'Modalidad',
  srutclientefull: 'Rut cliente carga full',
  nidclientecargafull: 'Nombre corto cliente',
};

const toBody = (v: OperationValues): OperationForm => {
  const withClient = needsFullLoadClient(v.scodmodalidadenvio);
  return {
    sdescripcion: v.sdescripcion.trim(),
    scodbodegaorigen: v.scodbodegaorigen,
    scodbodegadestino: v.scodbodegadestino,
    scodigovia: v.scodigovia,
    scodtipoequipo: v.scodtipoequipo,
    scodmodalidadenvio: v.scodmodalidadenvio,
    // Spec 2 section 2: without a full-load client the id goes as 0 and the rut empty.
    nidclientecargafull: withClient ? v.nidclientecargafull : 0,
    srutclientefull: withClient ? v.srutclientefull : '',
  };
};

/** Step 1, 'Operación (Datos generales)': creates the operation (POST) or updates it (PUT). */
export function OperationStepPage() {
  const session = useRequiredSession();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [stored] = useState(readStoredOperation);
  const readOnly = !isEditable(stored);
  const filters = useOperationDetailFilters();
  const save = useSaveOperation();
  const { showError, modal } = useMessageModal();

  useEffect(() => markStep(1), []);

  const data = stored.data;
  const form = useForm<OperationValues>({
    mode: 'controlled',
    initialValues: {
      sdescripcion: data?.sdescripcion ?? '',
      scodbodegaorigen: data?.scodbodegaorigen || session.currentOfiBod || '',
      scodbodegadestino: data?.scodbodegadestino ?? '',
      scodigovia: data?.scodigovia ?? '',
      scodtipoequipo: data?.scodtipoequipo ?? '',
      scodmodalidadenvio: data?.scodmodalidadenvio || 'LCL',
      nidclientecargafull: data?.nidclientecargafull ?? 0,
      srutclientefull: data?.srutclientefull || data?.srutclientecargafull || '',
      snombrecorto: data?.snombrecorto ?? '',
    },
    validate: (values) => validate(toBody(values)),
    validateInputOnChange: ['sdescripcion', 'scodbodegadestino'],
  });
  const values = form.values;
  const withClient = needsFullLoadClient(values.scodmodalidadenvio);

  const equipment = filters.data?.tipoEquipoList ?? [];
  const equipmentOptions = useMemo(
    () =>
      equipment
        .filter((e) => !values.scodigovia || e.scodparametro02 === values.scodigovia)
        .map((e) => ({ value: e.scodparametro01, label: e.sdeslargo01 })),
    [equipment, values.scodigovia],
  );
  const storages = (filters.data?.bodegaList ?? []).map((b) => ({
    value: b.scodbodega,
    label: placeLabel(b.snombodega, b.scodbodega),
  }));

  const valid = Object.keys(validate(toBody(values))).length === 0;

  const chooseVia = (via: string | null) => {
    form.setFieldValue('scodigovia', via ?? '');
    const current = equipment.find((e) => e.scodparametro01 === values.scodtipoequipo);
    if (current && via && current.scodparametro02 !== via) form.setFieldValue('scodtipoequipo', '');
  };
  const chooseEquipment = (code: string | null) => {
    form.setFieldValue('scodtipoequipo', code ?? '');
    const chosen: EquipmentOption | undefined = equipment.find((e) => e.scodparametro01 === code);
    if (chosen?.scodparametro02) form.setFieldValue('scodigovia', chosen.scodparametro02);
  };
  const chooseModality = (code: string | null) => {
    form.setFieldValue('scodmodalidadenvio', code ?? '');
    if (!needsFullLoadClient(code)) {
      form.setValues({ nidclientecargafull: 0, srutclientefull: '', snombrecorto: '' });
    }
  };
  const typeClient = (key: 'srutclientefull' | 'snombrecorto') => (text: string) =>
    form.setValues({ [key]: text, nidclientecargafull: 0 });
  const pickClient = (match: { id: number; rut: string; shortName: string }) =>
    form.setValues({
      nidclientecargafull: match.id,
      srutclientefull: match.rut,
      snombrecorto: match.shortName,
    });

  const next = () => {
    if (readOnly) {
      navigate('/nuevo-ingreso/costo');
      return;
    }
    if (form.validate().hasErrors) return;
    const body = toBody(values);
    save.mutate(
      { id: stored.id, body },
      {
        onSuccess: (saved) => {
          storeSavedOperation(saved, {
            ...data,
            ...body,
            nidclientecargafull: Number(body.nidclientecargafull ?? 0),
            snombrecorto: withClient ? values.snombrecorto : '',
          });
          navigate('/nuevo-ingreso/costo');
        },
        onError: (error) => showError(error),
      },
    );
  };

  let content: ReactNode;
  if (filters.error && !filters.data)
    content = <LoadError error={filters.error} onRetry={() => filters.refetch()} />;
  else if (!filters.data) content = <Loading />;
  else
    content = (
      <SimpleGrid cols={isMobile ? 1 : 2} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Descripción"
          disabled={readOnly}
          style={{ gridColumn: '1 / -1' }}
          {...form.getInputProps('sdescripcion')}
        />
        <Select
          label="Bodega origen"
          withAsterisk
          data={storages}
          disabled={readOnly}
          allowDeselect={false}
          {...form.getInputProps('scodbodegaorigen')}
        />
        <Select
          label="Bodega destino"
          withAsterisk
          searchable
          data={storages.map((s) => ({ ...s, disabled: s.value === values.scodbodegaorigen }))}
          disabled={readOnly}
          {...form.getInputProps('scodbodegadestino')}
        />
        <Select
          label="Vía"
          withAsterisk
          data={(filters.data.medioEnvioList ?? []).map((o) => ({
            value: o.scodparametro01,
            label: o.sdeslargo01,
          }))}
          disabled={readOnly}
          {...form.getInputProps('scodigovia')}
          onChange={chooseVia}
        />
        <Select
          label="Tipo de equipo"
          withAsterisk
          data={equipmentOptions}
          disabled={readOnly}
          {...form.getInputProps('scodtipoequipo')}
          onChange={chooseEquipment}
        />
        <Select
          label="Modalidad"
          withAsterisk
          allowDeselect={false}
          data={filters.data.modalidadEnvioList.map((o) => ({
            value: o.scodparametro01,
            label: o.sdeslargo01,
          }))}
          disabled={readOnly}
          {...form.getInputProps('scodmodalidadenvio')}
          onChange={chooseModality}
        />
        {!isMobile && <div />}
        <PartySearchInput
          kind="recipient"
          label="Rut cliente carga full"
          value={values.srutclientefull}
          disabled={readOnly || !withClient}
          withAsterisk={withClient}
          error={form.errors.nidclientecargafull}
          onType={typeClient('srutclientefull')}
          onPick={pickClient}
        />
        <PartySearchInput
          kind="recipient"
          label="Nombre corto cliente"
          value={values.snombrecorto}
          disabled={readOnly || !withClient}
          onType={typeClient('snombrecorto')}
          onPick={pickClient}
        />
      </SimpleGrid>
    );

  return (
    <OperationWizardLayout
      step={1}
      operationId={stored.id}
      status={stored.id === null ? null : stored.status}
      actions={
        <Group justify="flex-end">
          <DisabledReason
            ta="right"
            reason={readOnly || valid ? null : invalidFormReason(validate(toBody(values)), OPERATION_LABELS)}
          />
          <Button
            rightSection={<IconArrowRight size={16} />}
            onClick={next}
            loading={save.isPending}
            disabled={!filters.data || (!readOnly && !valid)}
          >
            Continuar
          </Button>
        </Group>
      }
    >
      {content}
      {modal}
    </OperationWizardLayout>
  );
}
