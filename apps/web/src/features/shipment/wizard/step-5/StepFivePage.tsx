import { LIMITS, messages, type PackageLine } from '@carga/domain';
import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../../ui/form-notices.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { packageFromPickup } from '../../../pickup/pickup-ra.ts';
import { useAddPackage, useDeletePackage, usePackages, useStepOne, useUpdatePackage } from '../api.ts';
import { useErrorModal } from '../ErrorModal.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { StepGate } from '../StepGate.tsx';
import { stepPath } from '../steps.ts';
import { useWizardPickup } from '../useWizardPickup.ts';
import { WizardLayout } from '../WizardLayout.tsx';
import { wizardStore } from '../wizard-store.ts';
import { PackageList, Totals } from './PackageList.tsx';
import {
  emptyPackage,
  type PackageValues,
  packageFromLine,
  packagePayload,
  validatePackage,
} from './step-five-form.ts';

export function StepFivePage() {
  return <StepGate step={5}>{(raId) => <StepFive raId={raId!} />}</StepGate>;
}

const NUMBER_INPUTS = [
  ['ncantidadbultos', 'Cantidad'],
  ['npesobultokg', 'Peso (kg)'],
  // Length, width, height: the order the measures are written everywhere (formatMeasures).
  ['nlargocm', 'Largo (cm)'],
  ['nanchocm', 'Ancho (cm)'],
  ['naltocm', 'Alto (cm)'],
] as const;

function StepFive({ raId }: { raId: number }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const errors = useErrorModal();
  const packages = usePackages(raId);
  const ra = useStepOne(raId);
  const add = useAddPackage(raId);
  const update = useUpdatePackage(raId);
  const remove = useDeletePackage(raId);
  const [editing, setEditing] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const form = useForm<PackageValues>({
    mode: 'controlled',
    initialValues: emptyPackage(),
    validate: validatePackage,
  });

  // An RA made from a pickup request: its first line starts with the packages and kg declared.
  const { pickup } = useWizardPickup();
  const prefilled = useRef(false);
  const noLines = packages.data?.bultoList.length === 0;
  useEffect(() => {
    if (prefilled.current || !pickup || !noLines) return;
    prefilled.current = true;
    form.setValues(packageFromPickup(pickup));
  }, [pickup, noLines, form.setValues]);

  const stopEditing = () => {
    setEditing(null);
    form.setValues(emptyPackage());
    form.clearErrors();
  };

  const failed = (error: unknown) => {
    applyFieldErrors(form, error);
    errors.showError(error);
  };

  const submit = form.onSubmit((values) => {
    const body = packagePayload(values);
    if (editing === null) {
      add.mutate(body, {
        onSuccess: () => {
          setMissing(false);
          form.setValues({ ...emptyPackage(), scodtipobulto: values.scodtipobulto });
        },
        onError: failed,
      });
    } else {
      update.mutate({ packageId: editing, body }, { onSuccess: stopEditing, onError: failed });
    }
  });

  const edit = (line: PackageLine) => {
    setEditing(line.niditem);
    form.setValues(packageFromLine(line));
    form.clearErrors();
  };

  const deleteLine = (line: PackageLine) =>
    remove.mutate(line.niditem, {
      onSuccess: () => {
        if (editing === line.niditem) stopEditing();
      },
      onError: (error) => errors.showError(error),
    });

  const next = () => {
    // Physical cargo needs its packages; documents only may have none.
    const physical = (ra.data?.tipoRecepcion ?? 'FISIC') === 'FISIC';
    if (physical && (packages.data?.bultoList.length ?? 0) === 0) {
      setMissing(true);
      return;
    }
    wizardStore.completeStep(5);
    navigate(stepPath(6));
  };

  const data = packages.data;
  let list: ReactNode;
  if (packages.error) {
    list = (
      <LoadFailed error={packages.error} showError={errors.showError} onRetry={() => packages.refetch()} />
    );
  } else if (data) {
    list = (
      <PackageList
        data={data}
        isMobile={isMobile}
        editing={editing}
        deleting={remove.isPending ? remove.variables : undefined}
        onEdit={edit}
        onDelete={deleteLine}
      />
    );
  }

  return (
    <WizardLayout step={5} loading={packages.isPending} onContinue={next}>
      <Stack gap="md">
        <Fieldset legend={editing === null ? 'Agregar bulto' : 'Editar bulto'}>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                <Select
                  label="Tipo de bulto"
                  withAsterisk
                  placeholder="Seleccione una opción"
                  allowDeselect={false}
                  data={(data?.tipoBultoList ?? []).map((o) => ({
                    value: o.scodparametro01,
                    label: o.sdeslargo01,
                  }))}
                  {...form.getInputProps('scodtipobulto')}
                  value={form.values.scodtipobulto || null}
                />
                {NUMBER_INPUTS.map(([field, label]) => (
                  <TextInput
                    key={field}
                    label={label}
                    withAsterisk
                    // A phone's numeric keypad has no comma: kg and cm are typed with decimals.
                    inputMode={field === 'ncantidadbultos' ? 'numeric' : 'decimal'}
                    {...form.getInputProps(field)}
                  />
                ))}
                <TextInput
                  label="Referencia"
                  maxLength={LIMITS.sreferencia}
                  {...form.getInputProps('sreferencia')}
                />
              </SimpleGrid>
              <Group justify="flex-end" gap="sm" wrap={isMobile ? 'nowrap' : 'wrap'}>
                {editing !== null && (
                  <Button variant="default" onClick={stopEditing} fullWidth={isMobile}>
                    Cancelar
                  </Button>
                )}
                <Button
                  type="submit"
                  fullWidth={isMobile}
                  loading={add.isPending || update.isPending}
                  leftSection={editing === null ? <IconPlus size={16} /> : <IconDeviceFloppy size={16} />}
                >
                  {editing === null ? 'Agregar' : 'Guardar cambios'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Fieldset>
        {missing && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {messages.packagesRequired}
          </Alert>
        )}
        {list}
        {data && <Totals data={data} />}
      </Stack>
      {errors.modal}
    </WizardLayout>
  );
}
