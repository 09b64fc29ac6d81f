import { isListDispatchable } from '@carga/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import {
  DispatchedAt,
  ListDetailColumns,
  ListHeaderInfo,
  ListSummary,
} from '../../loading-list/detail/ListInfo.tsx';
import { storedOperation } from '../../loading-list/storage.ts';
import { type DispatchReport, useDispatchDetail, useDispatchReport } from '../api.ts';
import { DispatchForm } from './DispatchForm.tsx';
import { TruckCheckCard } from './TruckCheckCard.tsx';

/** 'Despachar lista de carga' (spec 2 section 2): the closed list's header, seal, comment and summary. */
export function DispatchDetailPage() {
  const code = useParams().codLista ?? '';
  // Opened from a link or reloaded, nothing is stored: operation 0 asks for the list's own (staff with
  // BOD-DESPACHO only cannot read the load list's detail).
  const detail = useDispatchDetail(code, storedOperation(code) ?? 0);
  const download = useDispatchReport(code);
  const { showError, modal } = useMessageModal();

  if (detail.error) return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Loading />;
  const { detalle: d, resumen, verificacion } = detail.data;

  const report = (kind: DispatchReport) =>
    download.mutate(kind, {
      onError: (error) =>
        showError(
          error,
          kind === 'valorizada'
            ? 'Error al obtener lista valorizada'
            : 'Error al obtener lista transportista',
        ),
    });
  const reportButton = (kind: DispatchReport, label: string) => (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      onClick={() => report(kind)}
      loading={download.isPending && download.variables === kind}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={`Despachar lista ${d.scodlistacarga}`}
        crumbs={[
          CRUMB.warehouse,
          { label: 'Despacho', to: '/dashboard/despacho' },
          { label: d.scodlistacarga },
        ]}
      >
        <Group gap="sm">
          {reportButton('transportista', 'Lista transportista')}
          {reportButton('valorizada', 'Lista valorizada')}
        </Group>
      </PageHeader>
      <ListDetailColumns side={<ListSummary summary={resumen} side />}>
        <ListHeaderInfo detail={d}>
          <DispatchedAt detail={d} />
        </ListHeaderInfo>
        <TruckCheckCard
          code={d.scodlistacarga}
          check={verificacion}
          open={isListDispatchable(d.scodestadolista)}
        />
        <DispatchForm
          detail={d}
          check={verificacion}
          onError={(error) => showError(error, 'Error al despachar la lista')}
        />
      </ListDetailColumns>
      {modal}
    </Stack>
  );
}
