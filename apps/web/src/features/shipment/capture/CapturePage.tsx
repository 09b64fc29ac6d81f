import { imageCaptureQuery, type RaListItem } from '@carga/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { useRequiredSession } from '../../../app/session.ts';
import { DataList } from '../../../ui/DataList.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { useFilterForm, useListParams } from '../../../ui/useListParams.ts';
import { useImageCaptureList } from '../api.ts';
import { useOpenRaRows } from '../list/open-ra-rows.tsx';
import { defaultOffice, useOwnOfficeOptions } from '../origin-options.ts';
import {
  attachmentsColumn,
  dateColumn,
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
  const openRaRows = useOpenRaRows(detailPath);
  const list = useListParams(FILTERS, { codigoOficinaOrigen: defaultOffice(session) });
  const { form, select, bar } = useFilterForm(list, imageCaptureQuery, () => result.refetch());
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
      <FilterBar {...bar}>
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
        {...dataListQueryProps(result, (data) => data.raList, list)}
        {...openRaRows}
      />
    </Stack>
  );
}
