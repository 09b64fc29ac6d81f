import { Button, Grid, Group, NumberInput, Paper, Select, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { DayInput } from '../../ui/DayInput.tsx';
import { applyFieldErrors } from '../../ui/form-notices.tsx';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import { PlateInput } from '../../ui/PlateInput.tsx';
import { usePlanRoute, useRepartoCandidates, useRepartoDrivers } from './api.ts';
import { CandidateList } from './CandidateList.tsx';
import { RoutePickupsModal } from './RoutePickupsModal.tsx';
import { capacityOf, type RouteValues, toRouteBody } from './route-form.ts';
import { StopList } from './StopList.tsx';
import { toggleStop } from './stops.ts';

// 'Nueva hoja de ruta': the day, the driver and the vehicle; the RAs to deliver picked from 'Por
// planificar' and put in visiting order (none: a route of pickups only, whose 'Retiros' open once it is
// planned); 'Planificar hoja de ruta'.

/** A capacity: a number of kg or m³ written as in Chile ('1.500', '2,5'); empty is not checked. */
const capacityProps = {
  min: 0,
  max: 1_000_000,
  allowNegative: false,
  decimalSeparator: ',',
  thousandSeparator: '.',
  hideControls: true,
  placeholder: 'Sin límite',
} as const;

export function NewRouteSection({
  form,
  warehouse,
}: {
  form: UseFormReturnType<RouteValues>;
  warehouse: string;
}) {
  const candidates = useRepartoCandidates(warehouse);
  const drivers = useRepartoDrivers(warehouse);
  const plan = usePlanRoute();
  const notices = useMessageModal();
  const values = form.getValues();
  const driverOptions = (drivers.data?.list ?? []).map((d) => ({
    value: String(d.nidusuario),
    label: d.snombre,
  }));
  const setStops = (paradas: RouteValues['paradas']) => form.setFieldValue('paradas', paradas);

  // A route planned without RAs (pickups only): its 'Retiros' open at once, to add them.
  const [pickupsOf, setPickupsOf] = useState<number | null>(null);

  const submit = form.onSubmit((v) =>
    plan.mutate(toRouteBody(v, warehouse), {
      onSuccess: (route) => {
        setStops([]);
        if (route.paradas.length === 0) setPickupsOf(route.nidhojaruta);
      },
      onError: (error) => {
        applyFieldErrors(form, error, { nidras: 'paradas' });
        notices.showError(error, 'No fue posible planificar la hoja de ruta');
      },
    }),
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Nueva hoja de ruta">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={4}>Nueva hoja de ruta</Title>
          {/* One field a row on a phone, but the two capacities side by side; five in a row on a desktop. */}
          <Grid columns={10} gutter="sm">
            <Grid.Col span={{ base: 10, sm: 5, lg: 2 }}>
              <DayInput
                label="Fecha"
                withAsterisk
                value={values.dfecha}
                onChange={(day) => form.setFieldValue('dfecha', day)}
                error={form.errors.dfecha}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 10, sm: 5, lg: 2 }}>
              <Select
                label="Conductor"
                withAsterisk
                placeholder="Seleccione el conductor"
                data={driverOptions}
                allowDeselect={false}
                description={
                  drivers.data && driverOptions.length === 0
                    ? 'No hay usuarios con el perfil Conductor en esta bodega'
                    : undefined
                }
                {...form.getInputProps('nidconductor')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 10, sm: 4, lg: 2 }}>
              <PlateInput label="Patente" withAsterisk {...form.getInputProps('spatente')} />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 3, lg: 2 }}>
              <NumberInput
                label="Capacidad (kg)"
                {...capacityProps}
                {...form.getInputProps('ncapacidadkg')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 3, lg: 2 }}>
              <NumberInput
                label="Capacidad (m³)"
                decimalScale={3}
                {...capacityProps}
                {...form.getInputProps('ncapacidadm3')}
              />
            </Grid.Col>
          </Grid>
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="sm" component="section" aria-label="Por planificar">
                <Title order={5}>Por planificar</Title>
                {candidates.isError && (
                  <LoadError error={candidates.error} onRetry={() => candidates.refetch()} />
                )}
                {!candidates.data && !candidates.isError && <Loading py="md" />}
                {candidates.data && (
                  <CandidateList
                    candidates={candidates.data.list}
                    selected={values.paradas}
                    onToggle={(ra) => setStops(toggleStop(values.paradas, ra))}
                  />
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <StopList
                stops={values.paradas}
                onChange={setStops}
                capacityKg={capacityOf(values.ncapacidadkg)}
                capacityM3={capacityOf(values.ncapacidadm3)}
                waiting={candidates.data?.list}
                error={typeof form.errors.paradas === 'string' ? form.errors.paradas : undefined}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button type="submit" loading={plan.isPending} leftSection={<IconRoute size={18} />}>
              Planificar hoja de ruta
            </Button>
          </Group>
        </Stack>
      </form>
      <RoutePickupsModal id={pickupsOf} onClose={() => setPickupsOf(null)} />
      {notices.modal}
    </Paper>
  );
}
