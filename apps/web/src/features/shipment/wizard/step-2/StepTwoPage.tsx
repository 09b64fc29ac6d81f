import type { ReceptionConditionsResponse } from '@carga/domain';
import { placeLabel, tariffAppliedText } from '@carga/domain';
import { Fieldset, Group, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../../ui/form-notices.tsx';
import { useOffices, useStorages } from '../../../lookups/api.ts';
import { useReceptionConditions, useUpdateReceptionConditions } from '../api.ts';
import { useErrorModal } from '../ErrorModal.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { StepGate } from '../StepGate.tsx';
import { PartySearchInput } from '../step-1/PartySearchInput.tsx';
import { stepPath } from '../steps.ts';
import { WizardLayout } from '../WizardLayout.tsx';
import { wizardStore } from '../wizard-store.ts';
import { PaymentConditionField } from './PaymentConditionField.tsx';
import { usePayerCredit } from './payer-credit.ts';
import { proposedCondition, storedCondition } from './payment-condition.ts';
import {
  asBilling,
  type Billing,
  billedParty,
  type StepTwoValues,
  stepTwoFromResponse,
  stepTwoPayload,
  validateStepTwo,
} from './step-two-form.ts';

export function StepTwoPage() {
  return <StepGate step={2}>{(raId) => <StepTwoLoader raId={raId!} />}</StepGate>;
}

function StepTwoLoader({ raId }: { raId: number }) {
  const query = useReceptionConditions(raId);
  const errors = useErrorModal();
  if (query.error) {
    return (
      <WizardLayout step={2}>
        <LoadFailed error={query.error} showError={errors.showError} onRetry={() => query.refetch()} />
        {errors.modal}
      </WizardLayout>
    );
  }
  if (!query.data || !query.isFetchedAfterMount) return <WizardLayout step={2} loading />;
  return <StepTwoForm raId={raId} data={query.data} />;
}

const PLACEHOLDER = 'Seleccione una opción';

function StepTwoForm({ raId, data }: { raId: number; data: ReceptionConditionsResponse }) {
  const navigate = useNavigate();
  const errors = useErrorModal();
  const save = useUpdateReceptionConditions(raId);
  const saved = storedCondition(data.ra);
  const form = useForm<StepTwoValues>({
    mode: 'controlled',
    initialValues: stepTwoFromResponse(
      data.ra,
      saved ?? proposedCondition(asBilling(data.ra.sfacturar), null),
    ),
    validate: validateStepTwo,
  });
  const [payerName, setPayerName] = useState('');
  const v = form.values;
  // Issue 33: the condition saved is kept; until there is one, and again once the person changes who pays,
  // the screen proposes it from the billing party and the payer's terms, until the person picks one.
  const payer = usePayerCredit(v.nidpagador, data);
  const [repropose, setRepropose] = useState(saved === null);
  const proposed = proposedCondition(v.sfacturar, payer.credit);
  const { setFieldValue } = form;
  const current = v.scondicionpago;
  useEffect(() => {
    if (repropose && !payer.loading && current !== proposed) setFieldValue('scondicionpago', proposed);
  }, [repropose, payer.loading, proposed, current, setFieldValue]);
  // Issue 29: the billed client's tariff prices the RA; a tariff of another party does not apply.
  const billedName =
    v.sfacturar === 'DESTI'
      ? data.ra.snomdestinatario
      : v.sfacturar === 'REMIT'
        ? data.ra.snomremitente
        : payerName || null;

  // Retired offices and warehouses (the lookups mark them) are not offered, unless the RA already has one.
  const officeLookup = useOffices();
  const storageLookup = useStorages();
  const retired = new Set(
    [...(officeLookup.data ?? []), ...(storageLookup.data ?? [])]
      .filter((p) => p.sindactivo === 'N')
      .map((p) => ('scodoficina' in p ? p.scodoficina : p.scodbodega)),
  );
  const { scodoficinaorigen, scodoficinadestino, scodbodegaorigen, scodbodegadestino } = data.ra;
  const onRa = [scodoficinaorigen, scodoficinadestino, scodbodegaorigen, scodbodegadestino];
  const offered = (code: string) => !retired.has(code) || onRa.includes(code);

  // 'name (code)', and what another select already holds is not offered again.
  const offices = (other: string) =>
    data.oficinaList
      .filter((o) => offered(o.scodoficina))
      .map((o) => ({
        value: o.scodoficina,
        label: placeLabel(o.snomoficina, o.scodoficina),
        disabled: o.scodoficina === other,
      }));
  const warehouses = (other: string) =>
    data.bodegasList
      .filter((b) => offered(b.scodbodega))
      .map((b) => ({
        value: b.scodbodega,
        label: placeLabel(b.snombodega, b.scodbodega),
        disabled: b.scodbodega === other,
      }));

  const changeBilling = (value: string) => {
    const billing = value as Billing;
    form.setFieldValue('sfacturar', billing);
    form.clearFieldError('srutfacturar');
    setRepropose(true);
    setPayerName('');
    const party = billedParty(data.ra, billing);
    form.setFieldValue('nidpagador', party ? party.id : null);
    form.setFieldValue('srutfacturar', party ? party.rut : '');
  };

  const submit = form.onSubmit((values) =>
    save.mutate(stepTwoPayload(values), {
      onSuccess: () => {
        wizardStore.completeStep(2);
        navigate(stepPath(3));
      },
      onError: (error) => {
        applyFieldErrors(form, error);
        errors.showError(error);
      },
    }),
  );

  const select = (
    label: string,
    field: keyof StepTwoValues,
    other: 'office' | 'warehouse',
    against: string,
  ) => (
    <Select
      label={label}
      withAsterisk
      placeholder={PLACEHOLDER}
      allowDeselect={false}
      data={other === 'office' ? offices(against) : warehouses(against)}
      {...form.getInputProps(field)}
    />
  );

  return (
    <WizardLayout step={2} onContinue={submit} continuing={save.isPending}>
      <Stack gap="md">
        <Fieldset legend="Facturación">
          <Stack gap="sm">
            <Radio.Group label="Facturar a" value={v.sfacturar} onChange={changeBilling}>
              <Group gap="lg" mt={6}>
                {data.facturarAList.map((o) => (
                  <Radio key={o.scodparametro01} value={o.scodparametro01} label={o.sdeslargo01} />
                ))}
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {v.sfacturar === 'OTRO' ? (
                <PartySearchInput
                  kind="sender"
                  label="Rut a facturar"
                  placeholder="12345678-9"
                  withAsterisk
                  value={v.srutfacturar}
                  error={form.errors.srutfacturar}
                  onType={(text) => {
                    form.setFieldValue('srutfacturar', text);
                    form.setFieldValue('nidpagador', null);
                    setPayerName('');
                  }}
                  onPick={(m) => {
                    setRepropose(true);
                    form.setFieldValue('srutfacturar', m.rut);
                    form.setFieldValue('nidpagador', m.id);
                    form.clearFieldError('srutfacturar');
                    setPayerName(m.fullName);
                  }}
                />
              ) : (
                <TextInput label="Rut a facturar" value={v.srutfacturar} disabled />
              )}
              {payerName && (
                <Text size="sm" c="dimmed" mt={{ base: 0, sm: 30 }}>
                  {payerName}
                </Text>
              )}
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {tariffAppliedText(billedName, v.sfacturar)}
            </Text>
            <PaymentConditionField
              value={v.scondicionpago}
              payer={payer.credit}
              error={form.errors.scondicionpago}
              onChange={(condition) => {
                setRepropose(false);
                form.setFieldValue('scondicionpago', condition);
              }}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Seguimiento y entrega">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Switch
                label="Tracking externo"
                mt={{ base: 0, sm: 30 }}
                checked={v.tracking}
                onChange={(event) => {
                  form.setFieldValue('tracking', event.currentTarget.checked);
                  if (!event.currentTarget.checked) {
                    form.setFieldValue('sidtrackingext', '');
                    form.clearFieldError('sidtrackingext');
                  }
                }}
              />
              <TextInput
                label="Número de tracking"
                disabled={!v.tracking}
                {...form.getInputProps('sidtrackingext')}
              />
            </SimpleGrid>
            <Group style={{ rowGap: 12, columnGap: 32 }}>
              <Switch
                label="Retiro en local"
                {...form.getInputProps('sindretirolocal', { type: 'checkbox' })}
              />
              <Switch
                label="Entrega en local"
                {...form.getInputProps('sindentregalocal', { type: 'checkbox' })}
              />
              <Switch
                label="Envío directo"
                {...form.getInputProps('sindenviodirecto', { type: 'checkbox' })}
              />
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend="Oficinas y bodegas">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {select('Oficina de recepción', 'scodoficinaorigen', 'office', v.scodoficinadestino)}
            {select('Oficina de destino', 'scodoficinadestino', 'office', v.scodoficinaorigen)}
            {select('Bodega de origen', 'scodbodegaorigen', 'warehouse', v.scodbodegadestino)}
            {select('Bodega de destino', 'scodbodegadestino', 'warehouse', v.scodbodegaorigen)}
          </SimpleGrid>
        </Fieldset>
      </Stack>
      {errors.modal}
    </WizardLayout>
  );
}
