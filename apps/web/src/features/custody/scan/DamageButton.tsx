import { LIMITS, messages, type ScanResponse } from '@carga/domain';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../../../api/client.ts';
import type { DeliveryPhoto } from '../../delivery/delivery-form.ts';
import { PhotoField } from '../../delivery/PhotoField.tsx';
import { signalScan } from './feedback.ts';
import { newScanKey } from './scan-key.ts';

/**
 * 'Dañado': marks the unit last accepted at the arrival as damaged, with the reason and an optional photo
 * (kept with the RA's files). Offered once a unit was accepted; the server refuses a unit that did not
 * arrive on this list.
 */
export function DamageButton({
  path,
  unit: accepted,
  onDone,
}: {
  path: string;
  unit: ScanResponse | null;
  onDone: (answer: ScanResponse) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [photo, setPhoto] = useState<DeliveryPhoto | null>(null);
  const [marked, setMarked] = useState<string | null>(null);
  const mark = useMutation({
    mutationFn: (body: { scodigo: string; smotivo: string; b64foto?: string; snombrefoto?: string }) =>
      apiFetch<ScanResponse>(path, { method: 'POST', body: { ...body, sclave: newScanKey() } }),
    meta: { successMessage: (answer: ScanResponse) => answer.smensaje },
    onSuccess: (answer) => {
      signalScan(true);
      setMarked(answer.scodigo);
      setOpened(false);
      setReason('');
      setPhoto(null);
      onDone(answer);
    },
  });
  const unit = accepted?.stipoevento === 'LLEGADA' ? accepted : null;
  const close = () => {
    setOpened(false);
    mark.reset();
  };

  return (
    <>
      <Button
        size="lg"
        color="orange"
        variant="light"
        disabled={!unit || unit.scodigo === marked}
        onClick={() => setOpened(true)}
      >
        Dañado
      </Button>
      <Modal opened={opened && unit !== null} onClose={close} title="Bulto dañado" centered>
        <Stack gap="sm">
          <Text>{unit ? `Bulto ${unit.snumerobulto} del RA ${unit.nidra} (${unit.scodigo})` : ''}</Text>
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
            Marcar dañado
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
