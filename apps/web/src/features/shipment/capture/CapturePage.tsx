import { imageCaptureQuery, type RaListItem } from '@carga/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../app/session.ts';
import { DataList } from '../../../ui/DataList.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useFilterForm, useListParams } from '../../../ui/useListParams.ts';
import { useImageCaptureList } from '../api.ts';
import { defaultOffice, useOwnOfficeOptions } from '../origin-options.ts';
import {
  attachmentsColumn,
  cardState,
  cardTitle,
  dateColumn,
  OpenRaLink,
  raNumberColumn,
  recipientColumn,
  senderColumn,
  stateColumn,
} from '../ra-columns.tsx';

const FILTERS = ['codigoOficinaOrigen', 'idRA', 'idRemitente', 'idDestinatario'] as const;
const columns = [raNumberColumn, senderColumn, recipientColumn, dateColumn, stateColumn, attachmentsColumn];
const detailPath = (ra: RaListItem) => `/detalle/captura-img/${ra.nidra}`;

/** 'Captura de imágenes': RAs still at origin whose cargo may be photographed. */
export function CapturePage() {
  const session = useRequiredSession();
  const navigate = useNavigate();
  const list = useListParams(FILTERS, { codigoOficinaOrigen: defaultOffice(session) });
  const { form, onSubmit, onClear, select } = useFilterForm(list, imageCaptureQuery, () => result.refetch());
  const offices = useOwnOfficeOptions(session);
  const result = useImageCaptureList({ ...list.values, Page: list.page });

  return (
    <Stack gap="md">
      <PageHeader
        title="Captura de imágenes"
        crumbs={[
          { label: 'Panel principal', to: '/dashboard/welcome' },
          { label: 'Origen', to: '/dashboard/origen' },
          { label: 'Captura de imágenes' },
        ]}
      />
      <FilterBar onSubmit={onSubmit} onClear={onClear} activeCount={list.activeCount}>
        <Select
          label="Oficina de origen"
          placeholder="Todas mis oficinas"
          data={offices}
          clearable
          {...select('codigoOficinaOrigen')}
        />
        <TextInput label="N° RA" inputMode="numeric" {...form.getInputProps('idRA')} />
        <TextInput label="Remitente" placeholder="Rut o nombre" {...form.getInputProps('idRemitente')} />
        <TextInput
          label="Destinatario"
          placeholder="Rut o nombre"
          {...form.getInputProps('idDestinatario')}
        />
      </FilterBar>
      <DataList
        label="RA para captura de imágenes"
        columns={columns}
        rows={result.data?.raList}
        rowKey={(ra) => ra.nidra}
        loading={result.isLoading}
        refreshing={result.isPlaceholderData}
        error={result.error}
        onRetry={() => result.refetch()}
        onOpen={(ra) => navigate(detailPath(ra))}
        action={(ra) => <OpenRaLink to={detailPath(ra)} nidra={ra.nidra} />}
        cardTitle={cardTitle}
        cardAside={cardState}
        page={list.page}
        totalPages={result.data?.totalPaginas}
        onPageChange={list.setPage}
      />
    </Stack>
  );
}
