import { LIMITS, messages, type Pickup, type StepOneCombos, type StepOneResponse } from '@carga/domain';
import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconTruckDelivery, IconUserPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRequiredSession } from '../../../../api/session.ts';
import { applyFieldErrors } from '../../../../ui/form-notices.tsx';
import { usePickup } from '../../../pickup/api.ts';
import {
  pickupDeclared,
  pickupHeading,
  pickupIdFromSearch,
  stepOneFromPickup,
} from '../../../pickup/pickup-ra.ts';
import { type PartyMatch, useCreateStepOne, useStepOne, useStepOneCombos, useUpdateStepOne } from '../api.ts';
import { useErrorModal } from '../ErrorModal.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { StepGate } from '../StepGate.tsx';
import { stepPath } from '../steps.ts';
import { WizardLayout } from '../WizardLayout.tsx';
import { wizardStore } from '../wizard-store.ts';
import { NewSenderModal } from './NewSenderModal.tsx';
import { PartySearchInput } from './PartySearchInput.tsx';
import {
  emptyStepOne,
  isStandardMedium,
  type StepOneValues,
  stepOneFromResponse,
  stepOnePayload,
  validateStepOne,
} from './step-one-form.ts';

export function StepOnePage() {
  return <StepGate step={1}>{(raId) => <StepOneLoader raId={raId} />}</StepGate>;
}

function StepOneLoader({ raId }: { raId: number | null }) {
  const combos = useStepOneCombos();
  const ra = useStepOne(raId);
  const errors = useErrorModal();
  // 'Ingresar RA' of a pickup request (issue 35): a new RA made from it, its client the sender.
  const [search] = useSearchParams();
  const pickupId = raId === null ? pickupIdFromSearch(search) : null;
  const pickup = usePickup(pickupId);

  useEffect(() => {
    wizardStore.openFirstStep();
  }, []);

  const failed =
    combos.error ?? (raId !== null ? ra.error : null) ?? (pickupId !== null ? pickup.error : null);
  if (failed) {
    return (
      <WizardLayout step={1}>
        <LoadFailed
          error={failed}
          showError={errors.showError}
          onRetry={() => {
            combos.refetch();
            if (raId !== null) ra.refetch();
            if (pickupId !== null) pickup.refetch();
          }}
        />
        {errors.modal}
      </WizardLayout>
    );
  }
  // An RA in progress is read again from the server each time the step opens.
  const ready =
    combos.data &&
    (raId === null || (ra.data && ra.isFetchedAfterMount)) &&
    (pickupId === null || pickup.data);
  if (!ready) return <WizardLayout step={1} loading />;
  return (
    <StepOneForm
      raId={raId}
      combos={combos.data!}
      ra={raId === null ? undefined : ra.data}
      pickup={pickupId === null ? undefined : pickup.data}
    />
  );
}

const options = (list: StepOneCombos['medioEnvioList']) =>
  list.map((o) => ({ value: o.scodparametro01, label: o.sdeslargo01 }));

type Party = 'Remitente' | 'Destinatario' | 'Agente';

function StepOneForm({
  raId,
  combos,
  ra,
  pickup,
}: {
  raId: number | null;
  combos: StepOneCombos;
  ra: StepOneResponse | undefined;
  /** The pickup request the new RA is made from. */
  pickup?: Pickup | undefined;
}) {
  const session = useRequiredSession();
  const navigate = useNavigate();
  const errors = useErrorModal();
  const create = useCreateStepOne();
  const update = useUpdateStepOne(raId);
  const [senderOpen, sender] = useDisclosure(false);
  const form = useForm<StepOneValues>({
    mode: 'controlled',
    initialValues: ra ? stepOneFromResponse(ra) : pickup ? stepOneFromPickup(pickup) : emptyStepOne(),
    validate: validateStepOne,
  });
  // An RA that exists keeps its sender and recipient; one made from a pickup request, its client as sender.
  const locked = ra !== undefined;
  const senderLocked = locked || pickup !== undefined;
  const values = form.values;

  /** Typing in the rut forgets the chosen person; clearing either field clears the other one too. */
  const typeRut = (party: Party, text: string) => {
    form.setFieldValue(`rut${party}`, text);
    form.setFieldValue(`id${party}`, null);
    if (!text.trim()) form.setFieldValue(`nom${party}`, '');
  };
  const typeName = (party: Party, text: string) => {
    form.setFieldValue(`nom${party}`, text);
    if (!text.trim()) {
      form.setFieldValue(`id${party}`, null);
      form.setFieldValue(`rut${party}`, '');
    }
  };
  const pick = (party: Party, match: PartyMatch) => {
    form.setFieldValue(`id${party}`, match.id);
    form.setFieldValue(`rut${party}`, match.rut);
    form.setFieldValue(`nom${party}`, match.shortName);
    form.clearFieldError(`rut${party}`);
    form.clearFieldError(`nom${party}`);
  };

  const done = () => {
    wizardStore.completeStep(1);
    navigate(stepPath(2));
  };

  const submit = form.onSubmit((v) => {
    const body = stepOnePayload(v);
    if (raId === null) {
      create.mutate(
        {
          ...body,
          nidra: 0,
          scodoficinaorigen: session.currentOfiBod ?? '',
          ...(pickup && { nidretiro: pickup.nidretiro }),
        },
        {
          onSuccess: (id) => {
            if (pickup) wizardStore.setPickup(pickup.nidretiro);
            wizardStore.setRa(id);
            done();
          },
          onError: (error) => {
            applyFieldErrors(form, error);
            errors.showError(error, { message: messages.raCreateFailed });
          },
        },
      );
    } else {
      update.mutate(body, {
        onSuccess: done,
        onError: (error) => {
          applyFieldErrors(form, error);
          errors.showError(error, { message: messages.raUpdateFailed });
        },
      });
    }
  });

  const partyFields = (party: Party, kind: 'sender' | 'recipient' | 'agent', disabled: boolean) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <PartySearchInput
        kind={kind}
        label={`Rut ${party.toLowerCase()}`}
        placeholder="12345678-9"
        value={values[`rut${party}`]}
        error={form.errors[`rut${party}`]}
        disabled={disabled}
        withAsterisk={party !== 'Agente'}
        onType={(text) => typeRut(party, text)}
        onPick={(m) => pick(party, m)}
      />
      <PartySearchInput
        kind={kind}
        label={`Nombre ${party.toLowerCase()}`}
        placeholder="Nombre corto"
        value={values[`nom${party}`]}
        error={form.errors[`nom${party}`]}
        disabled={disabled}
        withAsterisk={party !== 'Agente'}
        onType={(text) => typeName(party, text)}
        onPick={(m) => pick(party, m)}
      />
    </SimpleGrid>
  );

  return (
    <WizardLayout step={1} onContinue={submit} continuing={create.isPending || update.isPending}>
      <Stack gap="md">
        {pickup && (
          <Alert color="blue" icon={<IconTruckDelivery size={20} />} title={pickupHeading(pickup)}>
            Declarado: {pickupDeclared(pickup)}. El cliente de la solicitud es el remitente del RA.
          </Alert>
        )}
        <Fieldset legend="Remitente">
          <Stack gap="sm">
            {partyFields('Remitente', 'sender', senderLocked)}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconUserPlus size={16} />}
                onClick={sender.open}
                disabled={senderLocked}
              >
                Agregar remitente
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Fieldset legend="Destinatario">{partyFields('Destinatario', 'recipient', locked)}</Fieldset>
        <Fieldset legend="Agente">
          <Stack gap="sm">
            <Switch
              label="Agente"
              checked={values.conAgente}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                form.setFieldValue('conAgente', on);
                if (!on) {
                  form.setFieldValue('idAgente', null);
                  form.setFieldValue('rutAgente', '');
                  form.setFieldValue('nomAgente', '');
                  form.clearFieldError('rutAgente');
                  form.clearFieldError('nomAgente');
                }
              }}
            />
            {partyFields('Agente', 'agent', !values.conAgente)}
          </Stack>
        </Fieldset>
        <Fieldset legend="Datos del envío">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Tipo de recepción"
              data={options(combos.tipoRecepcionList)}
              allowDeselect={false}
              {...form.getInputProps('tipoRecepcion')}
            />
            <Select
              label="Modalidad de envío"
              data={options(combos.modalidadEnvioList)}
              allowDeselect={false}
              {...form.getInputProps('modalidadEnvio')}
            />
            <Select
              label="Enviado por"
              data={options(combos.medioEnvioList)}
              allowDeselect={false}
              {...form.getInputProps('enviadoPor')}
              onChange={(value) => {
                form.setFieldValue('enviadoPor', value ?? 'TER');
                if (isStandardMedium(value ?? 'TER')) form.setFieldValue('otroMedio', '');
              }}
            />
            <TextInput
              label="Otro medio"
              maxLength={LIMITS.otroMedio}
              disabled={isStandardMedium(values.enviadoPor)}
              {...form.getInputProps('otroMedio')}
            />
          </SimpleGrid>
        </Fieldset>
      </Stack>
      <NewSenderModal
        opened={senderOpen}
        onClose={sender.close}
        onError={(error) => errors.showError(error)}
        onCreated={(client) =>
          pick('Remitente', {
            id: client.nidcliente,
            rut: client.srutcliente,
            shortName: client.snombrecorto,
            fullName: client.snombrecliente,
          })
        }
      />
      {errors.modal}
    </WizardLayout>
  );
}
