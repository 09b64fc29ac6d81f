import { type DestinationPackagesResponse, messages } from '@carga/domain';
import { Alert, Badge, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { formatMeasure } from '../../../ui/format.ts';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { errorMessage } from '../../../ui/MessageModal.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { Figure } from '../../loading-list/detail/ListInfo.tsx';
import { useCountPackages, useDestinationPackages } from '../api.ts';
import { DifferenceBadge, uncounted } from '../ReceptionCounts.tsx';
import { PackageLine } from './PackageLine.tsx';
import { draftOf, type LineDraft, pendingCounts } from './package-count.ts';
import type { SaveStatus } from './ReceiveRaCard.tsx';

/**
 * 'Editar RA {id}' (spec 2 section 2): the RA's package lines on this list with what arrived of each;
 * Confirmar is disabled while nothing changed. Read-only once the list has been received.
 */
export function EditRaModal({
  code,
  ra,
  editable,
  onClose,
  onStatus,
}: {
  code: string;
  ra: number | null;
  editable: boolean;
  onClose: () => void;
  onStatus: (ra: number, status: SaveStatus | null) => void;
}) {
  const isMobile = useIsMobile();
  const packages = useDestinationPackages(code, ra);
  const [busy, setBusy] = useState(false);

  let body: ReactNode;
  if (packages.error) body = <LoadError error={packages.error} onRetry={() => packages.refetch()} />;
  else if (!packages.data || ra === null) body = <Loading />;
  else
    body = (
      <CountForm
        key={ra}
        code={code}
        ra={ra}
        data={packages.data}
        editable={editable}
        onClose={onClose}
        onStatus={onStatus}
        onBusy={setBusy}
      />
    );

  return (
    <Modal
      opened={ra !== null}
      onClose={busy ? () => {} : onClose}
      title={editable ? `Editar RA ${ra ?? ''}` : `Bultos del RA ${ra ?? ''}`}
      size="xl"
      centered
      fullScreen={isMobile}
    >
      {body}
    </Modal>
  );
}

function CountForm({
  code,
  ra,
  data,
  editable,
  onClose,
  onStatus,
  onBusy,
}: {
  code: string;
  ra: number;
  data: DestinationPackagesResponse;
  editable: boolean;
  onClose: () => void;
  onStatus: (ra: number, status: SaveStatus | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const save = useCountPackages(code);
  const lines = data.bultoList;
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>(() =>
    Object.fromEntries(lines.map((line) => [line.niditem, draftOf(line)])),
  );
  const { counts, valid } = pendingCounts(lines, drafts);

  const confirm = () => {
    onStatus(ra, 'saving');
    onBusy(true);
    save.mutate(
      { ra, lines: counts },
      {
        onSuccess: () => {
          onStatus(ra, 'saved');
          onBusy(false);
          onClose();
        },
        onError: () => {
          onStatus(ra, null);
          onBusy(false);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" aria-label="Totales del RA">
        <Figure label="Total bultos" value={String(data.ntotalbultos)} />
        <Figure label="Volumen total m³" value={formatMeasure(data.nvolumentotalm3)} />
        <Figure label="Densidad total" value={formatMeasure(data.ndensidadtotal)} />
        <Figure label="Peso volumétrico total" value={formatMeasure(data.npesovolumtotal)} />
        <Figure label="Peso total kg" value={formatMeasure(data.npesototalkg)} />
      </SimpleGrid>
      <Group gap="xs" aria-label="Recepción del RA" role="group">
        <Badge variant="light" color="gray">{`Despachados ${data.recepcion.ncantidaddespachada}`}</Badge>
        <Badge variant="light" color="blue">{`Recibidos ${data.recepcion.ncantidadrecibida}`}</Badge>
        <Badge variant="light" color="red">{`Faltantes ${data.recepcion.ncantidadfaltante}`}</Badge>
        <Badge variant="light" color="orange">{`Dañados ${data.recepcion.ncantidaddanada}`}</Badge>
        {uncounted(data.recepcion) > 0 && (
          <Badge variant="outline" color="yellow.8">{`Sin contar ${uncounted(data.recepcion)}`}</Badge>
        )}
        <DifferenceBadge count={data.recepcion} />
      </Group>
      {lines.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {messages.noPackages}
        </Text>
      ) : (
        <Stack gap="sm" aria-label="Bultos del RA">
          {lines.map((line, index) => (
            <PackageLine
              key={line.niditem}
              index={index + 1}
              line={line}
              draft={drafts[line.niditem] ?? draftOf(line)}
              editable={editable}
              disabled={save.isPending}
              onChange={(draft) => setDrafts((current) => ({ ...current, [line.niditem]: draft }))}
            />
          ))}
        </Stack>
      )}
      {save.error && (
        <Alert color="red" role="alert" title="Error al editar bulto de RA">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {editable && (
          <DisabledReason
            reason={
              !valid
                ? 'Corrija las cantidades marcadas.'
                : counts.length > 0
                  ? null
                  : 'Sin cambios que confirmar.'
            }
          />
        )}
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {editable ? 'Cancelar' : 'Cerrar'}
        </Button>
        {editable && (
          <Button disabled={counts.length === 0 || !valid} loading={save.isPending} onClick={confirm}>
            Confirmar
          </Button>
        )}
      </Group>
    </Stack>
  );
}
