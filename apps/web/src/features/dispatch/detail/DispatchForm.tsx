import {
  type DispatchDetail,
  dispatchRequest,
  isListDispatchable,
  LIMITS,
  messages,
  readSeal,
  type TruckCheck,
} from '@carga/domain';
import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmableConflict } from '../../../api/conflicts.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { DisabledReason, invalidFormReason } from '../../../ui/DisabledReason.tsx';
import { zodResolver } from '../../../ui/zod-resolver.ts';
import { useDispatch, useSaveSeal } from '../api.ts';

const formSchema = dispatchRequest.omit({ scodlistacarga: true });
const COMMENT_MAX = 2000;

/**
 * The seal and comment (pre-filled when the list already has a seal), Cerrar and 'Despachar lista',
 * disabled while the form is invalid or the list is not CERRADA (spec 2 section 5).
 */
export function DispatchForm({
  detail: d,
  check,
  onError,
}: {
  detail: DispatchDetail;
  check: TruckCheck;
  onError: (e: unknown) => void;
}) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const saveSeal = useSaveSeal();
  const [confirming, setConfirming] = useState(false);
  // The server's list of units not checked onto the truck (issue 14), to confirm or go back and scan.
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      sselloseguridad: d.sselloseguridad ?? '',
      scomentariodespacho: d.sselloseguridad ? (d.scomentariodespacho ?? '') : '',
    },
    validate: zodResolver(formSchema),
    validateInputOnChange: true,
  });
  // The seal as the label means it when a scanner set for another keyboard layout typed it (issue 29).
  const sealOf = (typed: string) => readSeal(typed).seal;
  const values = () => {
    const typed = form.getValues();
    return { ...typed, sselloseguridad: sealOf(typed.sselloseguridad) };
  };
  const closed = isListDispatchable(d.scodestadolista);
  const valid = formSchema.safeParse(form.values).success;

  const send = (confirmUnverified = false) =>
    dispatch.mutate(
      {
        scodlistacarga: d.scodlistacarga,
        ...values(),
        ...(confirmUnverified ? { sconfirmasinverificar: 'S' as const } : {}),
      },
      {
        onSuccess: () => navigate('/dashboard/despacho'),
        onError: (error) => {
          setConfirming(false);
          setUnverified(null);
          const pending = confirmableConflict(error, messages.unverifiedOnDispatch);
          if (pending) setUnverified(pending);
          else onError(error);
        },
      },
    );

  // 'Guardar sello' (issue 12): the seal is kept with the closed list, so the carrier list printed for the
  // truck carries it before the list leaves.
  const keepSeal = () => {
    if (form.validate().hasErrors) return;
    saveSeal.mutate({ scodlistacarga: d.scodlistacarga, ...values() }, { onError });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label="Datos del despacho"
      onSubmit={form.onSubmit(() => setConfirming(true))}
    >
      <Stack gap="md">
        <Title order={4}>Datos del despacho</Title>
        <TextInput
          label="Sello de seguridad"
          withAsterisk
          maxLength={LIMITS.sselloseguridad}
          disabled={!closed}
          {...form.getInputProps('sselloseguridad')}
        />
        <Textarea
          label="Comentario"
          autosize
          minRows={3}
          maxRows={10}
          disabled={!closed}
          description={`${form.values.scomentariodespacho.length} / ${COMMENT_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('scomentariodespacho')}
        />
        <DisabledReason
          reason={
            !closed
              ? `La lista está ${d.sdesestadolista.toLowerCase()}: sólo se despacha una lista cerrada.`
              : invalidFormReason(zodResolver(formSchema)(form.values), {
                  sselloseguridad: 'Sello de seguridad',
                  scomentariodespacho: 'Comentario',
                })
          }
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate('/dashboard/despacho')}>
            Cerrar
          </Button>
          <Button
            variant="light"
            disabled={!valid || !closed}
            loading={saveSeal.isPending}
            onClick={keepSeal}
          >
            Guardar sello
          </Button>
          <Button type="submit" disabled={!valid || !closed} loading={dispatch.isPending}>
            Despachar lista
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Despachar lista"
        confirmLabel="Despachar"
        loading={dispatch.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => send()}
      >
        {`¿Despachar la lista ${d.scodlistacarga} con el sello ${sealOf(form.values.sselloseguridad)}?`}
        {check.nbultosverificados > 0 &&
          ` ${check.nbultosverificados} de ${check.nbultoslista} bultos verificados en el camión.`}
      </ConfirmModal>
      <ConfirmModal
        opened={unverified !== null}
        title="Bultos sin verificar"
        confirmLabel="Despachar de todas formas"
        loading={dispatch.isPending}
        onCancel={() => setUnverified(null)}
        onConfirm={() => send(true)}
      >
        {unverified}
      </ConfirmModal>
    </Paper>
  );
}
