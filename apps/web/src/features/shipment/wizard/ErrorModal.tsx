import { messages } from '@carga/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';

export const ERROR_TITLE = 'Ha ocurrido un error';

export interface ErrorNotice {
  /** 'Ha ocurrido un error' unless the spec names another title. */
  title?: string;
  message: string;
  /** The server's explanation, when the spec's text is a fixed one. */
  detail?: string;
}

/** The server's Spanish message of a failed call. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The wizard's error modal: a spec text, and under it what the server said when it adds something. */
export function useErrorModal() {
  const [notice, setNotice] = useState<ErrorNotice | null>(null);
  const show = useCallback((next: ErrorNotice) => setNotice(next), []);
  /** A failure the spec leaves silent: we show the server's message instead. */
  const showError = useCallback((error: unknown, fixed?: Omit<ErrorNotice, 'detail'>) => {
    const text = errorText(error, messages.internal);
    if (!fixed) return setNotice({ message: text });
    setNotice({ ...fixed, detail: text === fixed.message ? undefined : text });
  }, []);
  const close = () => setNotice(null);
  const modal = (
    <Modal opened={notice !== null} onClose={close} title={notice?.title ?? ERROR_TITLE} centered>
      <Stack gap="sm">
        <Text role="alert">{notice?.message}</Text>
        {notice?.detail && (
          <Text size="sm" c="dimmed">
            {notice.detail}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={close}>Aceptar</Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { show, showError, modal };
}
