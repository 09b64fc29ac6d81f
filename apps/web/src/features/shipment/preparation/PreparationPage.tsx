import { PENDING_RECEPTION_STATES, preparationQuery, type RaListItem, routes } from '@carga/domain';
import { Button, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../../api/session.ts';
import { DataList } from '../../../ui/DataList.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { FilterSelect } from '../../../ui/FilterSelect.tsx';
import { formatMeasure } from '../../../ui/format.ts';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { paramOptions } from '../../../ui/param-options.ts';
import { cardState, cardTitle, raListColumns } from '../../../ui/ra-columns.tsx';
import { useFilterForm, useListParams } from '../../../ui/useListParams.ts';
import { usePreparationFilters, usePreparationList } from '../api.ts';
import { defaultOffice, useOwnOfficeOptions } from '../origin-options.ts';

const FILTERS = ['codigoOficinaOrigen', 'codigoEstado', 'viaDespacho'] as const;
// The only states this list filters by (spec 1 section 9); the API names them in its rows, not in a combo.
const STATE_NAMES: Record<string, string> = { ENCREA: 'En creación', ENPREP: 'En preparación' };
const states = PENDING_RECEPTION_STATES.map((code) => ({ value: code, label: STATE_NAMES[code] ?? code }));
const columns = raListColumns;

function Summary({ office }: { office: string }) {
  const filters = usePreparationFilters(office);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" role="list" aria-label="Resumen por estado">
      {PENDING_RECEPTION_STATES.map((code) => {
        const row = filters.data?.resumenList.find((r) => r.estado === code);
        const label = STATE_NAMES[code] ?? code;
        return (
          <Paper key={code} withBorder radius="md" p="md" role="listitem" aria-label={label}>
            <Text size="sm" fw={700}>
              {label}
            </Text>
            <SimpleGrid cols={3} spacing="xs" mt={6}>
              {[
                ['Cantidad', (row?.cantidad ?? 0).toLocaleString('es-CL')],
                ['Peso kg', formatMeasure(row?.pesoKg ?? 0)],
                ['Volumen m³', formatMeasure(row?.volumenM3 ?? 0)],
              ].map(([name, value]) => (
                <div key={name}>
                  <Text size="xs" c="dimmed">
                    {name}
                  </Text>
                  {filters.isLoading ? (
                    <Skeleton h={24} mt={4} w={48} />
                  ) : (
                    <Text fz="lg" fw={700}>
                      {value}
                    </Text>
                  )}
                </div>
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** 'Preparación': RAs of the office still in creation or preparation, to resume in the wizard. */
export function PreparationPage() {
  const session = useRequiredSession();
  const list = useListParams(FILTERS, { codigoOficinaOrigen: defaultOffice(session) });
  const { select, bar } = useFilterForm(list, preparationQuery, () => {
    result.refetch();
    combos.refetch();
  });
  const offices = useOwnOfficeOptions(session);
  const combos = usePreparationFilters(list.values.codigoOficinaOrigen);
  const result = usePreparationList({ ...list.values, Page: list.page });
  const media = paramOptions(combos.data?.medioEnvioList);

  return (
    <Stack gap="md">
      <PageHeader title="Preparación" crumbs={[CRUMB.origin, { label: 'Preparación' }]} />
      <Summary office={list.values.codigoOficinaOrigen} />
      <FilterBar {...bar}>
        <Select
          label="Origen"
          placeholder="Todas mis oficinas"
          data={offices}
          clearable
          {...select('codigoOficinaOrigen')}
        />
        <FilterSelect label="Estado" data={states} {...select('codigoEstado')} />
        <FilterSelect label="Medio de envío" data={media} {...select('viaDespacho')} />
      </FilterBar>
      <ExportButton route={routes.shipmentLists.preparationExport} query={list.values} />
      <DataList
        label="RA en preparación"
        columns={columns}
        {...dataListQueryProps(result, (data) => data.raList, list)}
        rowKey={(ra) => ra.nidra}
        action={(ra: RaListItem) => (
          <Button
            component={Link}
            to={`/pasos/${ra.nidra}`}
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} />}
            aria-label={`Continuar ingreso del RA ${ra.nidra}`}
          >
            Continuar ingreso
          </Button>
        )}
        cardTitle={cardTitle}
        cardAside={cardState}
      />
    </Stack>
  );
}
