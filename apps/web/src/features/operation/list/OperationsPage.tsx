import { messages, type OperationItem, operationListQuery } from '@carga/domain';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../app/session.ts';
import { CardGrid } from '../../../ui/CardGrid.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { formatClp, formatDateTime } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Paginator } from '../../../ui/Paginator.tsx';
import { useFilterForm, useListParams } from '../../../ui/useListParams.ts';
import { useOperationFilters, useOperationList } from '../api.ts';
import { clearOperationWizard, storeOperation } from '../wizard-storage.ts';

const FILTERS = ['id', 'codigoBodegaDestino', 'codigoViaDespacho', 'estado'] as const;
const options = (list: Array<{ scodparametro01: string; sdeslargo01: string }> | undefined) =>
  (list ?? []).map((o) => ({ value: o.scodparametro01, label: o.sdeslargo01 }));

/** 'Operaciones' (spec 2 section 2): the current warehouse's operations, as cards. */
export function OperationsPage() {
  const session = useRequiredSession();
  const origin = session.currentOfiBod ?? '';
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const { form, onSubmit, onClear, select } = useFilterForm(list, operationListQuery, () => result.refetch());
  const combos = useOperationFilters(origin);
  const result = useOperationList(
    { ...list.values, codigoBodegaOrigen: origin, Page: list.page },
    origin !== '',
  );

  const edit = (operation: OperationItem) => {
    clearOperationWizard();
    storeOperation(operation);
    navigate('/nuevo-ingreso/operacion');
  };
  const create = () => {
    clearOperationWizard();
    navigate('/nuevo-ingreso');
  };
  const rows = result.data?.operacionList;

  const body = (
    <CardGrid
      rows={rows}
      error={result.error}
      onRetry={() => result.refetch()}
      empty={messages.noOperations}
      label="Operaciones"
      renderCard={(operation) => (
        <OperationCard key={operation.nidoperacion} operation={operation} onEdit={edit} />
      )}
    />
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Operaciones"
        crumbs={[
          { label: 'Panel principal', to: '/dashboard/welcome' },
          { label: 'Bodega', to: '/dashboard/bodega' },
          { label: 'Operaciones' },
        ]}
      >
        <Group>
          <Button onClick={create}>Crea nueva operación</Button>
        </Group>
      </PageHeader>
      <FilterBar onSubmit={onSubmit} onClear={onClear} activeCount={list.activeCount}>
        <TextInput label="Código operación" inputMode="numeric" {...form.getInputProps('id')} />
        <Select
          label="Bodega destino"
          placeholder="Todas"
          data={(combos.data?.bodegaList ?? []).map((b) => ({ value: b.scodbodega, label: b.snombodega }))}
          clearable
          {...select('codigoBodegaDestino')}
        />
        <Select
          label="Vías"
          placeholder="Todas"
          data={options(combos.data?.medioEnvioList)}
          clearable
          {...select('codigoViaDespacho')}
        />
        <Select
          label="Estados"
          placeholder="Todos"
          data={options(combos.data?.estadoList).map((o) => ({ ...o, label: o.value }))}
          clearable
          {...select('estado')}
        />
      </FilterBar>
      {body}
      {rows && rows.length > 0 && (
        <Paginator page={list.page} total={result.data?.totalPaginas ?? 1} onChange={list.setPage} />
      )}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {value || '—'}
      </Text>
    </Group>
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
  return (
    <Paper withBorder radius="md" p="md" aria-label={`OP ${o.nidoperacion}`}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>OP {o.nidoperacion}</Text>
          <Badge color={open ? 'green' : 'gray'}>{o.sdesestado}</Badge>
        </Group>
        <Text size="sm" fw={500}>
          {o.scodbodegaorigen} -&gt; {o.scodbodegadestino}
        </Text>
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
        {open && (
          <Group justify="flex-end" mt="xs">
            <Button
              variant="light"
              size="xs"
              onClick={() => onEdit(o)}
              aria-label={`Editar operación ${o.nidoperacion}`}
            >
              Editar
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
