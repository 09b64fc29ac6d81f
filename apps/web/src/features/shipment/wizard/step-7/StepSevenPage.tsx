import { type FinishTarget, messages, SIN_TARIFA, tariffOwnerOf } from '@carga/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBuildingStore,
  IconBuildingWarehouse,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../../ui/ConfirmModal.tsx';
import { RaPaymentSummary } from '../../../billing/index.ts';
import { useRaPrice } from '../../../customer/tariffs/api.ts';
import { useCargoDescription, useFinish } from '../api.ts';
import { useErrorModal } from '../ErrorModal.tsx';
import { StepGate } from '../StepGate.tsx';
import { stepPath } from '../steps.ts';
import { useLeaveWizard } from '../useLeaveWizard.ts';
import { WizardLayout } from '../WizardLayout.tsx';
import { useWizardState } from '../wizard-store.ts';
import { FinishedPanel } from './FinishedPanel.tsx';
import { DocumentButton, useRaDocuments } from './RaDocumentButtons.tsx';

export function StepSevenPage() {
  return <StepGate step={7}>{(raId) => <StepSeven raId={raId!} />}</StepGate>;
}

function StepSeven({ raId }: { raId: number }) {
  const navigate = useNavigate();
  const errors = useErrorModal();
  const state = useWizardState();
  const cargo = useCargoDescription(raId);
  const documents = useRaDocuments(raId, 'download', errors);
  const finish = useFinish(raId);
  // Issue 12: an RA without price is never sent silently; its quote says why.
  const quote = useRaPrice(raId, true);
  const [confirmingUnpriced, setConfirmingUnpriced] = useState(false);
  // The stored flag, confirmed by the RA itself once it is read.
  const noTarifa = cargo.data ? cargo.data.ra.scodtipocarga === SIN_TARIFA : state.noTarifa;
  // SINTARIFA cargo cannot go to the warehouse at all: its own notice says so.
  const unpriced = !noTarifa && quote.data?.priced === false ? quote.data.reason : null;
  // Issue 29: tariffs are the billed client's; say whose priced the RA, or who has none.
  const owner = !noTarifa && quote.data ? tariffOwnerOf(quote.data) : null;

  const close = (target: FinishTarget) =>
    finish.mutate(target, { onError: (error) => errors.showError(error) });
  const toWarehouse = () => (unpriced ? setConfirmingUnpriced(true) : close('BORIG'));

  const leave = useLeaveWizard();

  if (finish.data) {
    return (
      <WizardLayout step={7} finished>
        <FinishedPanel
          nidra={finish.data.nidra}
          stateName={finish.data.sdesestado || finish.data.scodestado}
          onLeave={leave}
          tariff={owner && <Text size="sm">{owner}</Text>}
        />
      </WizardLayout>
    );
  }

  const busy = finish.isPending;
  return (
    <WizardLayout
      step={7}
      actions={
        <Group justify="flex-start">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => navigate(stepPath(6))}
            disabled={busy}
          >
            Volver
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Text fw={600} mb={4}>
            Documentos del RA
          </Text>
          <Text size="sm" c="dimmed" mb="md">
            Descargue las etiquetas de los bultos y el comprobante de recepción. Antes de finalizar, el
            comprobante es un borrador sin código de seguimiento: el definitivo se imprime al finalizar.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DocumentButton documents={documents} kind="labels" />
            <DocumentButton documents={documents} kind="voucher" />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text fw={600} mb={4}>
            Finalizar
          </Text>
          <Text size="sm" c="dimmed" mb="md">
            Indique si la carga pasa a la bodega de origen o permanece en la oficina.
          </Text>
          {unpriced && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} mb="md">
              {owner ?? 'Sin tarifa'}: {unpriced}. La carga se enviará sin precio; podrá recalcularse cuando
              exista la tarifa.
            </Alert>
          )}
          {owner && !unpriced && (
            <Text size="sm" mb="md">
              {owner}
            </Text>
          )}
          <RaPaymentSummary nidra={raId} finished={false} mb="md" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Button
              leftSection={<IconBuildingWarehouse size={18} />}
              onClick={toWarehouse}
              disabled={noTarifa || (busy && finish.variables !== 'BORIG')}
              loading={busy && finish.variables === 'BORIG'}
            >
              Enviar a bodega
            </Button>
            <Button
              variant="outline"
              leftSection={<IconBuildingStore size={18} />}
              onClick={() => close('ENPREP')}
              disabled={busy && finish.variables !== 'ENPREP'}
              loading={busy && finish.variables === 'ENPREP'}
            >
              Permanecer en oficina
            </Button>
          </SimpleGrid>
          {noTarifa && (
            <Text size="sm" c="orange.8" mt="sm">
              {messages.sinTarifaToWarehouse}
            </Text>
          )}
        </Paper>
      </Stack>
      <ConfirmModal
        opened={confirmingUnpriced}
        title="Enviar sin tarifa"
        confirmLabel="Enviar sin tarifa"
        color="orange"
        onConfirm={() => {
          setConfirmingUnpriced(false);
          close('BORIG');
        }}
        onCancel={() => setConfirmingUnpriced(false)}
      >
        {`El RA ${raId} no tiene precio: ${unpriced ?? ''}. ¿Enviarlo a bodega sin tarifa?`}
      </ConfirmModal>
      {errors.modal}
    </WizardLayout>
  );
}
