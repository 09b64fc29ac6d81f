import { type CloseLoadingListRequest, closeLoadingListRequest, LIMITS } from '@carga/domain';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { DisabledReason, invalidFormReason } from '../../../ui/DisabledReason.tsx';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { PhoneNumberInput, PhonePrefixInput } from '../../../ui/PhoneInputs.tsx';
import { PlateInput } from '../../../ui/PlateInput.tsx';
import { zodResolver } from '../../../ui/zod-resolver.ts';
import { useCloseList, useLoadingList } from '../api.ts';
import { ListHeaderInfo, ListSummary } from '../detail/ListInfo.tsx';
import { storedListCode } from '../storage.ts';
import { unpaidCloseMessage, unpricedCloseMessage } from './unpriced-close.ts';

const empty: CloseLoadingListRequest = {
  spatentecamion: '',
  spatenteacoplado: '',
  snombreconductor: '',
  spreftelefonoconductor: '',
  nnumtelefonoconductor: '',
};

const validateClose = zodResolver(closeLoadingListRequest);

/** The fields as the screen names them, in its order, for the reason 'Confirmar' is disabled. */
const CLOSE_LABELS: Record<string, string> = {
  spatentecamion: 'Patente camión',
  spatenteacoplado: 'Patente acoplado',
  snombreconductor: 'Nombre conductor',
  spreftelefonoconductor: 'Prefijo',
  nnumtelefonoconductor: 'Celular',
};

/** 'Cierre de lista' (spec 2 section 2): header, summary and the truck and driver form. */
export function CloseListPage() {
  const code = storedListCode();
  const navigate = useNavigate();
  const detail = useLoadingList(code);
  const close = useCloseList(code);
  const { showError, modal } = useMessageModal();
  // The server's message naming the RAs without tariff, while the close waits for its confirmation.
  const [unpriced, setUnpriced] = useState<string | null>(null);
  // Likewise the RAs paid at origin whose payment was not taken (issue 33).
  const [unpaid, setUnpaid] = useState<string | null>(null);
  const form = useForm<CloseLoadingListRequest>({
    mode: 'controlled',
    initialValues: empty,
    validate: validateClose,
    validateInputOnChange: true,
  });

  if (!code) return <LoadError error={new Error('No hay una lista de carga seleccionada')} />;
  if (detail.error) return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Loading />;
  const valid = closeLoadingListRequest.safeParse(form.values).success;
  const reason = valid ? null : invalidFormReason(validateClose(form.values), CLOSE_LABELS);

  const send = (values: CloseLoadingListRequest) =>
    close.mutate(values, {
      onSuccess: () => {
        setUnpriced(null);
        setUnpaid(null);
        navigate('/dashboard/lista-carga');
      },
      onError: (error) => {
        const named = values.sconfirmasintarifa === 'S' ? null : unpricedCloseMessage(error);
        const owed = values.sconfirmapendientepago === 'S' ? null : unpaidCloseMessage(error);
        setUnpriced(named);
        setUnpaid(owed);
        if (!named && !owed) showError(error, 'Error al actualizar lista');
      },
    });
  const submit = form.onSubmit((values) => send(values));

  return (
    <Stack gap="md">
      <PageHeader
        title={`Cierre de lista ${code}`}
        crumbs={[
          CRUMB.warehouse,
          CRUMB.loadLists,
          { label: code, to: `/detalle/lista-carga/${code}` },
          { label: 'Cierre' },
        ]}
      />
      <ListHeaderInfo detail={detail.data.loadingListDetail} />
      <ListSummary summary={detail.data.resumen} />
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit}>
        <Stack gap="md">
          <Title order={4}>Datos del transporte</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PlateInput label="Patente camión" withAsterisk {...form.getInputProps('spatentecamion')} />
            <PlateInput
              label="Patente acoplado"
              placeholder="JK3456"
              withAsterisk
              {...form.getInputProps('spatenteacoplado')}
            />
            <TextInput
              label="Nombre conductor"
              maxLength={LIMITS.personName}
              withAsterisk
              {...form.getInputProps('snombreconductor')}
            />
            <Group grow align="flex-start" gap="sm">
              <PhonePrefixInput {...form.getInputProps('spreftelefonoconductor')} />
              <PhoneNumberInput {...form.getInputProps('nnumtelefonoconductor')} />
            </Group>
          </SimpleGrid>
          <Group justify="flex-end">
            <DisabledReason reason={reason} ta="right" />
            <Button variant="default" onClick={() => navigate(`/detalle/lista-carga/${code}`)}>
              Volver
            </Button>
            <Button type="submit" disabled={!valid} loading={close.isPending}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmModal
        opened={unpriced !== null}
        title="Cerrar lista sin tarifa"
        confirmLabel="Cerrar sin tarifa"
        color="orange"
        loading={close.isPending}
        onConfirm={() => send({ ...form.getValues(), sconfirmasintarifa: 'S' })}
        onCancel={() => setUnpriced(null)}
      >
        {unpriced ?? ''}
      </ConfirmModal>
      <ConfirmModal
        opened={unpaid !== null}
        title="Cerrar lista con RA pendientes de pago"
        confirmLabel="Cerrar igual"
        color="orange"
        loading={close.isPending}
        // The server asks this after the 'Sin tarifa' question: reaching it, that one was answered or moot.
        onConfirm={() => send({ ...form.getValues(), sconfirmasintarifa: 'S', sconfirmapendientepago: 'S' })}
        onCancel={() => setUnpaid(null)}
      >
        {unpaid ?? ''}
      </ConfirmModal>
      {modal}
    </Stack>
  );
}
