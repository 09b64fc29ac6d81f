import { type CargoDescriptionResponse, SIN_TARIFA } from '@carga/domain';
import {
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../../ui/form-notices.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { useCargoDescription, useUpdateCargoDescription } from '../api.ts';
import { useErrorModal } from '../ErrorModal.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { stripLeadingZeros } from '../numbers.ts';
import { StepGate } from '../StepGate.tsx';
import { stepPath } from '../steps.ts';
import { useWizardPickup } from '../useWizardPickup.ts';
import { WizardLayout } from '../WizardLayout.tsx';
import { wizardStore } from '../wizard-store.ts';
import {
  CARGO_FLAGS,
  type StepThreeValues,
  stepThreeFromResponse,
  stepThreePayload,
  validateStepThree,
} from './step-three-form.ts';

export function StepThreePage() {
  return <StepGate step={3}>{(raId) => <StepThreeLoader raId={raId!} />}</StepGate>;
}

function StepThreeLoader({ raId }: { raId: number }) {
  const query = useCargoDescription(raId);
  const errors = useErrorModal();
  const { pickup, waiting } = useWizardPickup();
  if (query.error) {
    return (
      <WizardLayout step={3}>
        <LoadFailed error={query.error} showError={errors.showError} onRetry={() => query.refetch()} />
        {errors.modal}
      </WizardLayout>
    );
  }
  if (!query.data || !query.isFetchedAfterMount || waiting) return <WizardLayout step={3} loading />;
  // An RA made from a pickup request starts with the description the request declared.
  const data =
    pickup && !query.data.ra.sdescripcioncarga
      ? { ...query.data, ra: { ...query.data.ra, sdescripcioncarga: pickup.sdescripcion } }
      : query.data;
  return <StepThreeForm raId={raId} data={data} />;
}

const PLACEHOLDER = 'Seleccione una opción';

function StepThreeForm({ raId, data }: { raId: number; data: CargoDescriptionResponse }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const errors = useErrorModal();
  const save = useUpdateCargoDescription(raId);
  const form = useForm<StepThreeValues>({
    mode: 'controlled',
    initialValues: stepThreeFromResponse(data),
    validate: validateStepThree,
  });
  const v = form.values;
  const options = (list: CargoDescriptionResponse['estadoList']) =>
    list.map((o) => ({ value: o.scodparametro01, label: o.sdeslargo01 }));

  const submit = form.onSubmit((values) =>
    save.mutate(stepThreePayload(values), {
      onSuccess: () => {
        wizardStore.setNoTarifa(values.scodtipocarga === SIN_TARIFA);
        wizardStore.completeStep(3);
        navigate(stepPath(4));
      },
      onError: (error) => {
        applyFieldErrors(form, error);
        errors.showError(error);
      },
    }),
  );

  return (
    <WizardLayout step={3} onContinue={submit} continuing={save.isPending}>
      <Stack gap="md">
        <Fieldset legend="Carga">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label="Tipo de carga"
                withAsterisk
                placeholder={PLACEHOLDER}
                allowDeselect={false}
                data={options(data.tipoCargaList)}
                {...form.getInputProps('scodtipocarga')}
                value={v.scodtipocarga || null}
              />
              <Select
                label="Estado de la carga"
                allowDeselect={false}
                data={options(data.estadoList)}
                {...form.getInputProps('scodestadocarga')}
              />
            </SimpleGrid>
            <Textarea
              label="Descripción de la carga"
              autosize
              minRows={2}
              {...form.getInputProps('sdescripcioncarga')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Textarea
                label="Condición de la carga"
                autosize
                minRows={2}
                {...form.getInputProps('scondicioncarga')}
              />
              <Textarea
                label="Condición adicional"
                autosize
                minRows={2}
                {...form.getInputProps('scondicionadicional')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Características">
          <Stack gap="md">
            <Group gap="lg">
              {CARGO_FLAGS.map(([field, label]) => (
                <Checkbox key={field} label={label} {...form.getInputProps(field, { type: 'checkbox' })} />
              ))}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Switch
                label="Refrigerada"
                mt={isMobile ? 0 : 30}
                checked={v.sindreef}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  form.setFieldValue('sindreef', on);
                  if (!on) {
                    form.setFieldValue('ntemperatura', '');
                    form.clearFieldError('ntemperatura');
                  }
                }}
              />
              <TextInput
                label="Temperatura (°C)"
                inputMode="numeric"
                disabled={!v.sindreef}
                {...form.getInputProps('ntemperatura')}
                onChange={(event) =>
                  form.setFieldValue('ntemperatura', stripLeadingZeros(event.currentTarget.value))
                }
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Reempaque">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {data.tipoEmpaqueList.map((type) => {
              const code = type.scodparametro01;
              // The form's values give every offered type its row; without one the type shows as off.
              const repack = v.repack[code] ?? { on: false, cantidad: '' };
              return (
                <Group key={code} gap="sm" wrap="nowrap" align="flex-start">
                  <Switch
                    label={type.sdeslargo01}
                    mt={8}
                    w={120}
                    checked={repack.on}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      form.setFieldValue(`repack.${code}.on`, on);
                      if (!on) {
                        form.setFieldValue(`repack.${code}.cantidad`, '');
                        form.clearFieldError(`repack.${code}.cantidad`);
                      }
                    }}
                  />
                  <TextInput
                    aria-label={`Cantidad de ${type.sdeslargo01.toLowerCase()}`}
                    placeholder="Cantidad"
                    inputMode="numeric"
                    style={{ flex: 1 }}
                    disabled={!repack.on}
                    {...form.getInputProps(`repack.${code}.cantidad`)}
                  />
                </Group>
              );
            })}
          </SimpleGrid>
        </Fieldset>
      </Stack>
      {errors.modal}
    </WizardLayout>
  );
}
