import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useUncountedLines } from '../api.ts';
import { uncountedLabel } from './package-count.ts';

/**
 * 'Recepcionar lista' (issue 12): before the list is received, the lines nobody counted are named (RA and
 * package type) and the staff confirm that they are taken as arrived whole, as the server records them.
 * A list whose arrival seal was not registered is said so, without stopping the reception (issue 14).
 */
export function ReceiveConfirm({
  code,
  opened,
  loading,
  onCancel,
  onConfirm,
  sealMissing = false,
}: {
  code: string;
  opened: boolean;
  sealMissing?: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const uncounted = useUncountedLines(code, opened);
  const lines = uncounted.data;
  const ready = lines !== undefined && !uncounted.isFetching;

  let body: ReactNode;
  if (uncounted.error) body = <LoadError error={uncounted.error} onRetry={() => uncounted.refetch()} />;
  else if (!ready) body = <Loading />;
  else if (lines.length === 0)
    body = <Text>{`¿Recepcionar la lista ${code}? Todos los bultos fueron contados.`}</Text>;
  else
    body = (
      <Stack gap="sm">
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={lines.length === 1 ? '1 línea sin contar' : `${lines.length} líneas sin contar`}
        >
          <List size="sm" spacing={2} aria-label="Líneas sin contar">
            {lines.map((line) => (
              <List.Item key={line.niditem}>{uncountedLabel(line)}</List.Item>
            ))}
          </List>
        </Alert>
        <Text>
          {`Si recepciona la lista ${code} ahora, se registrarán como recibidas completas (recibidos = despachados, sin faltantes ni dañados). ¿Recepcionar igualmente?`}
        </Text>
      </Stack>
    );

  return (
    <ConfirmModal
      opened={opened}
      title="Recepcionar lista"
      confirmLabel="Recepcionar"
      loading={loading}
      onCancel={onCancel}
      onConfirm={() => ready && !uncounted.error && onConfirm()}
    >
      <Stack gap="sm">
        {sealMissing && (
          <Text size="sm" c="orange.8">
            No se registró el sello de llegada de la lista.
          </Text>
        )}
        {body}
      </Stack>
    </ConfirmModal>
  );
}
