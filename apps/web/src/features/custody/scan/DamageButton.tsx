import { LIMITS, messages, routes, type ScanResponse } from '@carga/domain';
import { Alert, Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiAt } from '../../../api/call.ts';
import { PhotoField } from '../../../ui/PhotoField.tsx';
import type { DeliveryPhoto } from '../../delivery/delivery-form.ts';
import { signalScan } from './feedback.ts';
import type { ScanActions } from './ScanPanel.tsx';
import { newScanKey } from './scan-key.ts';

/** The unit 'Dañado' marks, and why that one: the code in the field, or the last unit scanned. */
interface Target {
  unit: ScanResponse;
  from: 'campo' | 'ultimo';
}

/** A unit that is at this arrival: just scanned, or scanned before. */
const arrivedHere = (answer: ScanResponse | null) =>
  answer !== null &&
  (answer.stipoevento === 'LLEGADA' || answer.sanomalia === 'YA_ESCANEADA') &&
  answer.nidra !== null;

/**
 * 'Dañado' (issue 29): marks the unit the person means, with the reason and an optional photo (kept with the
 * RA's files). A code in the field is that unit: it is scanned first (so it arrives) and then named; with
 * the field empty, the last unit scanned is. The dialog names the unit and where it came from before
 * anything is recorded; the server refuses a unit that did not arrive on this list.
 */
export function DamageButton({
  path,
  act,
  onDone,
}: {
  path: string;
  act: ScanActions;
  onDone: (answer: ScanResponse) => void;
}) {
  const [target, setTarget] = useState<Target | null>(null);
  const [reading, setReading] = useState(false);
  const [reason, setReason] = useState('');
  const [photo, setPhoto] = useState<DeliveryPhoto | null>(null);
  const mark = useMutation({
    mutationFn: (body: { scodigo: string; smotivo: string; b64foto?: string; snombrefoto?: string }) =>
      apiAt(routes.custody.damaged, path, { body: { ...body, sclave: newScanKey() } }),
    meta: { successMessage: (answer: ScanResponse) => answer.smensaje },
    onSuccess: (answer) => {
      signalScan(true);
      close();
      onDone(answer);
    },
  });
  const last = act.lastAccepted?.stipoevento === 'LLEGADA' ? act.lastAccepted : null;
  const close = () => {
    setTarget(null);
    setReason('');
    setPhoto(null);
    mark.reset();
  };

  const open = async () => {
    // The field holds the focus while the dialog is open, so the dialog gives it back when it closes.
    act.focus.focusField();
    if (act.typed.trim() === '') {
      if (last) setTarget({ unit: last, from: 'ultimo' });
      return;
    }
    setReading(true);
    try {
      // Scanned first: a refusal (not on this list, not a label) is the scan's row, with its reason.
      const answer = await act.submit(act.takeTyped());
      if (answer && arrivedHere(answer)) setTarget({ unit: answer, from: 'campo' });
    } finally {
      setReading(false);
      act.focus.focusField();
    }
  };
  const unit = target?.unit;

  return (
    <>
      <Button
        size="lg"
        color="orange"
        variant="light"
        loading={reading}
        disabled={act.typed.trim() === '' && !last}
        onClick={() => void open()}
      >
        Dañado
      </Button>
      <Modal opened={target !== null} onClose={close} title="Bulto dañado" centered>
        <Stack gap="sm">
          {unit && (
            <Alert color="orange" variant="light" title={`Bulto ${unit.snumerobulto} del RA ${unit.nidra}`}>
              <Text size="sm">
                {'Se marcará como dañado el bulto '}
                <Text span fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {unit.scodigo}
                </Text>
                {`, ${target.from === 'campo' ? 'el código escrito en el campo' : 'el último bulto escaneado'}.`}
              </Text>
            </Alert>
          )}
          <Textarea
            label="Motivo del daño"
            withAsterisk
            autosize
            minRows={2}
            maxLength={LIMITS.smotivodiferencia}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <PhotoField label="Foto del daño" value={photo} onChange={setPhoto} disabled={mark.isPending} />
          {mark.error instanceof Error && (
            <Text size="sm" c="red.7" role="alert">
              {mark.error.message}
            </Text>
          )}
          <Button
            color="orange"
            loading={mark.isPending}
            onClick={() =>
              unit &&
              mark.mutate({
                scodigo: unit.scodigo,
                smotivo: reason.trim(),
                ...(photo ? { b64foto: photo.dataUrl, snombrefoto: photo.name } : {}),
              })
            }
            disabled={reason.trim() === ''}
            title={reason.trim() === '' ? messages.damageReasonRequired : undefined}
          >
            {unit ? `Marcar dañado ${unit.scodigo}` : 'Marcar dañado'}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
