import { isListEditable } from '@carga/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { type ListReport, useDownloadReport, useListRas, useLoadingList, useRemoveRa } from '../api.ts';
import { storeLoadingList } from '../storage.ts';
import { AddRaModal } from './AddRaModal.tsx';
import { CommentModal } from './CommentModal.tsx';
import { ListHeaderInfo, ListSummary } from './ListInfo.tsx';
import { ListRaCards } from './ListRaCards.tsx';
import { PackagesModal } from './PackagesModal.tsx';
import { RaCard } from './RaCard.tsx';

export const listCrumbs = (code: string) => [CRUMB.warehouse, CRUMB.loadLists, { label: code }];

/** 'Detalle de lista de carga' (spec 2 section 2). */
export function LoadingListDetailPage() {
  const code = useParams().codLista ?? '';
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const detail = useLoadingList(code);
  const ras = useListRas(code, page);
  const remove = useRemoveRa(code);
  const download = useDownloadReport(code);
  const { showError, modal } = useMessageModal();
  const [adding, setAdding] = useState(false);
  const [commenting, setCommenting] = useState<{ ra: number; text: string } | null>(null);
  const [packagesOf, setPackagesOf] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  if (detail.error) return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Loading />;
  const { loadingListDetail: d, resumen } = detail.data;
  const editable = isListEditable(d.scodestadolista);

  const report = (kind: ListReport) =>
    download.mutate(kind, {
      onError: (error) => showError(error, 'Error al obtener el reporte'),
    });

  return (
    <Stack gap="md">
      <PageHeader title={`Lista de carga ${d.scodlistacarga}`} crumbs={listCrumbs(d.scodlistacarga)}>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => report('valorizada')}
            loading={download.isPending && download.variables === 'valorizada'}
          >
            Lista valorizada
          </Button>
          {!editable && (
            // Closed, dispatched or received: the truck's list with its seal stays at hand (issue 12).
            <Button
              variant="default"
              onClick={() => report('transportista')}
              loading={download.isPending && download.variables === 'transportista'}
            >
              Lista transportista
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => report('bodega')}
            loading={download.isPending && download.variables === 'bodega'}
          >
            Lista bodega
          </Button>
          <Button
            disabled={!editable}
            onClick={() => {
              storeLoadingList(d.scodlistacarga, d.nidoperacion);
              navigate('/detalle/cierre-lista-carga');
            }}
          >
            Cerrar lista
          </Button>
          <DisabledReason
            reason={editable ? null : `Lista ${d.sdesestadolista.toLowerCase()}: ya no admite cambios.`}
          />
        </Group>
      </PageHeader>
      <ListHeaderInfo detail={d} />
      <Group justify="space-between">
        <Title order={4}>RAs de la lista</Title>
        <Group gap="sm">
          {editable && (
            <Button
              component={Link}
              to={`/detalle/lista-carga/${encodeURIComponent(d.scodlistacarga)}/escanear`}
              variant="light"
              leftSection={<IconBarcode size={16} />}
            >
              Escanear
            </Button>
          )}
          <Button disabled={!editable} onClick={() => setAdding(true)}>
            Agregar nuevo RA
          </Button>
        </Group>
      </Group>
      <ListRaCards
        ras={ras}
        page={page}
        onPage={setPage}
        renderCard={(ra) => (
          <RaCard
            key={ra.nidra}
            ra={ra}
            editable={editable}
            onComment={() => setCommenting({ ra: ra.nidra, text: ra.sobservaciones })}
            onPackages={() => setPackagesOf(ra.nidra)}
            onRemove={() => setRemoving(ra.nidra)}
          />
        )}
      />
      <ListSummary summary={resumen} />

      <AddRaModal code={code} operation={d.nidoperacion} opened={adding} onClose={() => setAdding(false)} />
      <CommentModal
        code={code}
        ra={commenting?.ra ?? null}
        initial={commenting?.text ?? ''}
        onClose={() => setCommenting(null)}
      />
      <PackagesModal code={code} ra={packagesOf} editable={editable} onClose={() => setPackagesOf(null)} />
      <ConfirmModal
        opened={removing !== null}
        title="Quitar RA"
        confirmLabel="Quitar"
        color="red"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing !== null &&
          remove.mutate(
            { operation: d.nidoperacion, ra: removing },
            {
              onSuccess: () => setRemoving(null),
              onError: (error) => {
                setRemoving(null);
                showError(error, 'Error al actualizar lista');
              },
            },
          )
        }
      >
        {`¿Quitar el RA ${removing ?? ''} de la lista ${d.scodlistacarga}?`}
      </ConfirmModal>
      {modal}
    </Stack>
  );
}
