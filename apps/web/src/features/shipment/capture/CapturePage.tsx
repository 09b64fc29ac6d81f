import { imageCaptureQuery, type RaListItem } from '@carga/domain';
import { Select, Stack } from '@mantine/core';
import { useRequiredSession } from '../../../api/session.ts';
import { DataList } from '../../../ui/DataList.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import {
  attachmentsColumn,
  dateColumn,
  raNumberColumn,
  recipientColumn,
  senderColumn,
  stateColumn,
} from '../../../ui/ra-columns.tsx';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { useImageCaptureList } from '../api.ts';
import { useOpenRaRows } from '../list/open-ra-rows.tsx';
import { RaPartyFilters } from '../list/ra-filters.tsx';
import { defaultOffice, useOwnOfficeOptions } from '../origin-options.ts';

const FILTERS = ['codigoOficinaOrigen', 'idRA', 'idRemitente', 'idDestinatario'] as const;
const columns = [raNumberColumn, senderColumn, recipientColumn, dateColumn, stateColumn, attachmentsColumn];
const detailPath = (ra: RaListItem) => `/detalle/captura-img/${ra.nidra}`;

/** 'Captura de imágenes': RAs still at origin whose cargo may be photographed. */
export function CapturePage() {
  const session = useRequiredSession();
  const openRaRows = useOpenRaRows(detailPath);
  const { list, form, select, bar, result } = useFilteredList({
    keys: FILTERS,
    schema: imageCaptureQuery,
    defaults: { codigoOficinaOrigen: defaultOffice(session) },
    useList: useImageCaptureList,
  });
  const offices = useOwnOfficeOptions(session);

  return (
    <Stack gap="md">
      <PageHeader
        title="Captura de imágenes"
        crumbs={[CRUMB.home, CRUMB.origin, { label: 'Captura de imágenes' }]}
      />
      <FilterBar {...bar}>
        <Select
          label="Oficina de origen"
          placeholder="Todas mis oficinas"
          data={offices}
          clearable
          {...select('codigoOficinaOrigen')}
        />
        <RaPartyFilters inputProps={form.getInputProps} />
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
