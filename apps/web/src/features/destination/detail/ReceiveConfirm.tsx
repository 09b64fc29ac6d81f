import type { ReceptionPreview } from '@carga/domain';
import { Alert, List, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useReceptionPreview } from '../api.ts';
import { uncountedLabel } from './package-count.ts';

/** A figure of the confirmation, with the units or lines it is made of named under it. */
function Row({ label, value, names }: { label: string; value: ReactNode; names?: string[] }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
        {label}
      </Table.Th>
      <Table.Td>
        <Text size="sm" fw={600}>
          {value}
        </Text>
        {names && names.length > 0 && (
          <List size="sm" spacing={0} aria-label={label}>
            {names.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The figures 'Recepcionar' will record, in the words of the reception. */
function WillRecord({ code, p }: { code: string; p: ReceptionPreview }) {
  const uncounted = p.sincontar.reduce((t, l) => t + l.ncantidaddespachada, 0);
  return (
    <Stack gap="sm">
      <Text>{`Al recepcionar la lista ${code} se registrará:`}</Text>
      <Table withRowBorders={false} verticalSpacing={4} aria-label="Se registrará">
        <Table.Tbody>
          <Row
            label="Recibidos"
            value={`${p.ncantidadrecibida} de ${p.ncantidaddespachada} bultos${p.ncantidaddanada > 0 ? ', los dañados entre ellos' : ''}`}
          />
          <Row label="Dañados" value={p.ncantidaddanada} names={p.danados} />
          <Row label="Faltantes" value={p.ncantidadfaltante} names={p.faltantes} />
          <Row
            label="Sin contar"
            value={uncounted === 0 ? 0 : `${uncounted}: se registrarán como recibidos completos`}
            names={p.sincontar.map(uncountedLabel)}
          />
        </Table.Tbody>
      </Table>
      {p.ncantidadfaltante > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="xs">
          {p.ncantidadfaltante === 1
            ? 'El bulto faltante quedará registrado como faltante.'
            : `Los ${p.ncantidadfaltante} bultos faltantes quedarán registrados como faltantes.`}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * 'Recepcionar lista' (issues 12 and 29): one confirmation that states what the reception records —
 * received, damaged and missing units (named) and the lines nobody counted (taken as arrived whole) — read
 * from the server by the reception's own rules. Confirming a scanned arrival with missing units confirms
 * them too. A list whose arrival seal was not registered is said so, without stopping the reception.
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
  /** `confirmMissing`: the missing units of a scanned arrival were shown and are confirmed. */
  onConfirm: (confirmMissing: boolean) => void;
}) {
  const preview = useReceptionPreview(code, opened);
  const p = preview.data;
  const ready = p !== undefined && !preview.isFetching;

  let body: ReactNode;
  if (preview.error) body = <LoadError error={preview.error} onRetry={() => preview.refetch()} />;
  else if (!ready) body = <Loading />;
  else body = <WillRecord code={code} p={p} />;

  return (
    <ConfirmModal
      opened={opened}
      title="Recepcionar lista"
      confirmLabel={ready && p.ncantidadfaltante > 0 ? 'Recepcionar con faltantes' : 'Recepcionar'}
      loading={loading}
      onCancel={onCancel}
      onConfirm={() => ready && !preview.error && onConfirm(p.sescaneada === 'S' && p.ncantidadfaltante > 0)}
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
