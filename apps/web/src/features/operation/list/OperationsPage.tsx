import { messages, type OperationItem, operationListQuery, routes } from '@carga/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../api/session.ts';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { Field } from '../../../ui/Field.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { formatClp, formatDateTime } from '../../../ui/format.ts';
import { CardAction, CardRoute, ListCard } from '../../../ui/ListCard.tsx';
import { PagedCards } from '../../../ui/PagedCards.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { pagedQueryProps } from '../../../ui/paged-query.ts';
import { paramOptions } from '../../../ui/param-options.ts';
import { RouteFilterSelects } from '../../../ui/RouteFilterSelects.tsx';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { usePlaceLabel } from '../../lookups/place-names.ts';
import { useOperationFilters, useOperationList } from '../api.ts';
import { clearOperationWizard, storeOperation } from '../wizard-storage.ts';

const FILTERS = ['id', 'codigoBodegaDestino', 'codigoViaDespacho', 'estado'] as const;

/** 'Operaciones' (spec 2 section 2): the current warehouse's operations, as cards. */
export function OperationsPage() {
  const session = useRequiredSession();
  const origin = session.currentOfiBod ?? '';
  const navigate = useNavigate();
  const { list, form, select, bar, result, query } = useFilteredList({
    keys: FILTERS,
    schema: operationListQuery,
    fixed: { key: 'codigoBodegaOrigen', code: origin },
    useList: useOperationList,
  });
  const combos = useOperationFilters(origin);

  const edit = (operation: OperationItem) => {
    clearOperationWizard();
    storeOperation(operation);
    navigate('/nuevo-ingreso/operacion');
  };
  const create = () => {
    clearOperationWizard();
    navigate('/nuevo-ingreso');
  };

  return (
    <Stack gap="md">
      <PageHeader title="Operaciones" crumbs={[CRUMB.home, CRUMB.warehouse, { label: 'Operaciones' }]}>
        <Group>
          <Button onClick={create}>Crea nueva operación</Button>
        </Group>
      </PageHeader>
      <FilterBar {...bar}>
        <TextInput label="Código operación" inputMode="numeric" {...form.getInputProps('id')} />
        <RouteFilterSelects
          combos={combos.data}
          select={select}
          warehouseLabel="Bodega destino"
          warehouseKey="codigoBodegaDestino"
          viaKey="codigoViaDespacho"
          // An operation's state is shown by its code (ABIERTA, CERRADA), so the select offers the codes.
          states={{
            key: 'estado',
            data: paramOptions(combos.data?.estadoList).map((o) => ({ ...o, label: o.value })),
          }}
        />
      </FilterBar>
      <ExportButton route={routes.operation.export} query={query} />
      <PagedCards
        {...pagedQueryProps(result, (data) => data.operacionList, list)}
        empty={messages.noOperations}
        label="Operaciones"
        renderCard={(operation) => (
          <OperationCard key={operation.nidoperacion} operation={operation} onEdit={edit} />
        )}
      />
    </Stack>
  );
}

function OperationCard({
  operation: o,
  onEdit,
}: {
  operation: OperationItem;
  onEdit: (o: OperationItem) => void;
}) {
  const open = o.sdesestado === 'ABIERTA';
  const place = usePlaceLabel();
  return (
    <ListCard
      label={`OP ${o.nidoperacion}`}
      title={`OP ${o.nidoperacion}`}
      state={{ color: open ? 'green' : 'gray', label: o.sdesestado }}
      action={
        open && (
          <CardAction onClick={() => onEdit(o)} aria-label={`Editar operación ${o.nidoperacion}`}>
            Editar
          </CardAction>
        )
      }
    >
      <CardRoute>{`${place(o.scodbodegaorigen)} → ${place(o.scodbodegadestino)}`}</CardRoute>
      {o.sdescripcion && (
        <Text size="sm" c="dimmed">
          {o.sdescripcion}
        </Text>
      )}
      <Field label="Vía" value={o.svia} />
      <Field label="Fecha creación" value={formatDateTime(o.dfhocreacion)} />
      <Field label="Costo" value={formatClp(o.ncostooperacion)} />
      <Field label="Proveedor" value={o.snomproveedor} />
      <Field label="Modalidad" value={o.smodalidadenvio} />
      <Field label="Cliente" value={o.snombrecorto} />
      <Field label="Venta" value={formatClp(o.nventaoperacion)} />
    </ListCard>
  );
}
