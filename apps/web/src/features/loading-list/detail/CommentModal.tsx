import { LIMITS, messages } from '@carga/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../ui/MessageModal.tsx';
import { useCommentRa } from '../api.ts';

/** 'Agregar observación' of an RA on the list (LIMITS.sobservaciones characters at most). */
export function CommentModal({
  code,
  ra,
  initial,
  onClose,
}: {
  code: string;
  ra: number | null;
  initial: string;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial);
  const comment = useCommentRa(code);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another RA (or a new opening) is shown.
  useEffect(() => {
    setText(initial);
    comment.reset();
  }, [ra, initial]);
  const tooLong = text.length > LIMITS.sobservaciones;
  return (
    <Modal opened={ra !== null} onClose={onClose} title={`Agregar observación RA ${ra ?? ''}`} centered>
      <Stack gap="md">
        <Textarea
          label="Observación"
          autosize
          minRows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={
            tooLong ? messages.observationTooLong : comment.error ? errorMessage(comment.error) : undefined
          }
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            disabled={tooLong}
            loading={comment.isPending}
            onClick={() =>
              ra !== null && comment.mutate({ ra, sobservaciones: text }, { onSuccess: onClose })
            }
          >
            Guardar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
