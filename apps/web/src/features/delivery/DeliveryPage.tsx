import { deliveryQuery, LIMITS, messages, routes } from '@carga/domain';
import { Alert, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isWarehouseCurrent, useRequiredSession } from '../../api/session.ts';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { FilterSelect } from '../../ui/FilterSelect.tsx';
import { PagedCards } from '../../ui/PagedCards.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { pagedQueryProps } from '../../ui/paged-query.ts';
import { CONDITION_FILTER_OPTIONS, conditionFilter } from '../../ui/payment-badges.tsx';
import { useFilteredList } from '../../ui/useFilteredList.ts';
import { PaymentDialog } from '../billing/index.ts';
import { useDeliveryList } from './api.ts';
import { DeliveryCard } from './DeliveryCard.tsx';
import { DeliveryModal } from './DeliveryModal.tsx';
import { amountDue, type DeliveryRow, mustChargeFirst } from './payment-due.ts';

const FILTERS = ['idRA', 'destinatario', 'estado', 'condicionPago'] as const;
const DEFAULTS = { estado: 'BDEST' };
const filterSchema = deliveryQuery
  .omit({ codigoBodega: true, Page: true })
  .extend({ condicionPago: conditionFilter });
const STATES = [
  { value: 'BDEST', label: 'Por entregar' },
  { value: 'ENTRE', label: 'Entregadas' },
];

/** 'Destino / Entregar': the current warehouse hands the cargo it received to the recipient. */
export function DeliveryPage() {
  const session = useRequiredSession();
  const warehouse = isWarehouseCurrent(session) ? (session.currentOfiBod ?? '') : '';
  const { list, form, select, bar, result, query } = useFilteredList({
    keys: FILTERS,
    schema: filterSchema,
    defaults: DEFAULTS,
    fixed: { key: 'codigoBodega', code: warehouse },
    useList: useDeliveryList,
  });
  const [delivering, setDelivering] = useState<DeliveryRow | null>(null);
  // Issue 33: an unpaid POR PAGAR RA is charged first, then handed over.
  const [charging, setCharging] = useState<DeliveryRow | null>(null);
  const handOver = (item: DeliveryRow) => (mustChargeFirst(item) ? setCharging(item) : setDelivering(item));
  // The state is its own control, applied at once; the folded filters count only what is typed or chosen.
  const typedFilters = [list.values.idRA, list.values.destinatario, list.values.condicionPago].filter(
    Boolean,
  ).length;
  const changeState = (estado: string) => {
    form.setFieldValue('estado', estado);
    list.search({ ...list.values, estado });
  };

  return (
    <Stack gap="md">
      <PageHeader title="Entregar" crumbs={[CRUMB.home, { label: 'Destino' }, { label: 'Entregar' }]} />
      {warehouse === '' ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Seleccione una bodega">
          La entrega se registra en la bodega de destino donde está la carga: elíjala en el selector del
          encabezado.
        </Alert>
      ) : (
        <>
          <FilterBar {...bar} activeCount={typedFilters}>
            <TextInput
              label="N° RA"
              inputMode="numeric"
              maxLength={LIMITS.idDigits}
              {...form.getInputProps('idRA')}
            />
            <TextInput
              label="Destinatario"
              placeholder="Rut o nombre"
              maxLength={LIMITS.nameSearch}
              {...form.getInputProps('destinatario')}
            />
            <FilterSelect
              label="Condición de pago"
              data={CONDITION_FILTER_OPTIONS}
              {...select('condicionPago')}
            />
          </FilterBar>
          <ExportButton route={routes.delivery.export} query={query} />
          <SegmentedControl
            aria-label="Estado de la entrega"
            data={STATES}
            value={list.values.estado || 'BDEST'}
            onChange={changeState}
            fullWidth
            maw={420}
          />
          <PagedCards
            {...pagedQueryProps(result, (data) => data.list, list)}
            empty={messages.noData}
            label={list.values.estado === 'ENTRE' ? 'RA entregados' : 'RA por entregar'}
            renderCard={(item) => <DeliveryCard key={item.nidra} item={item} onDeliver={handOver} />}
          />
        </>
      )}
      <PaymentDialog
        target={charging && { nidra: charging.nidra, nadeudado: amountDue(charging) }}
        onClose={() => setCharging(null)}
        onPaid={() => {
          setDelivering(charging);
          setCharging(null);
        }}
      />
      <DeliveryModal item={delivering} onClose={() => setDelivering(null)} />
    </Stack>
  );
}
