import { Alert, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useRequiredSession } from '../../api/session.ts';
import { todayIso } from '../../ui/format.ts';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { usePlaceLabel } from '../lookups/place-names.ts';
import { NewRouteSection } from './NewRouteSection.tsx';
import { RoutesSection } from './RoutesSection.tsx';
import { initialRouteValues, type RouteValues, validateRoute } from './route-form.ts';

/**
 * 'Destino / Reparto' (issue 35, menu DEST-REPARTO): at a destination warehouse, the RAs to deliver at the
 * recipient's door are planned into hojas de ruta (a day, a driver, a vehicle, the stops in order), and the
 * day's routes are printed for the driver.
 */
export function RepartoPage() {
  const session = useRequiredSession();
  const placeLabel = usePlaceLabel();
  const warehouses = session.bodegas;
  // The warehouse the header has current, else the user's first; another may be chosen here.
  const current =
    session.currentOfiBod && warehouses.includes(session.currentOfiBod)
      ? session.currentOfiBod
      : (warehouses[0] ?? '');
  const [chosen, setChosen] = useState<string | null>(null);
  const warehouse = chosen && warehouses.includes(chosen) ? chosen : current;
  const form = useForm<RouteValues>({
    initialValues: initialRouteValues(todayIso()),
    validate: (values) => validateRoute(values, warehouse),
  });
  // Another warehouse has other RAs and other drivers: what was picked goes.
  const changeWarehouse = (code: string | null) => {
    if (!code || code === warehouse) return;
    setChosen(code);
    form.setValues({ nidconductor: null, paradas: [] });
    form.clearErrors();
  };

  return (
    <Stack gap="md">
      <PageHeader title="Reparto" crumbs={[CRUMB.home, { label: 'Destino' }, { label: 'Reparto' }]}>
        {warehouses.length > 1 && (
          <Select
            label="Bodega"
            allowDeselect={false}
            maw={360}
            data={warehouses.map((code) => ({ value: code, label: placeLabel(code) }))}
            value={warehouse}
            onChange={changeWarehouse}
          />
        )}
      </PageHeader>
      {warehouse === '' ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Sin bodega">
          El reparto se planifica en una bodega de destino, y usted no trabaja en ninguna.
        </Alert>
      ) : (
        <>
          <NewRouteSection form={form} warehouse={warehouse} />
          <RoutesSection warehouse={warehouse} day={form.getValues().dfecha} />
        </>
      )}
    </Stack>
  );
}
