import { PICKUP_STATE_LABELS, PICKUP_STATES, type Pickup, type PickupState } from '@carga/domain';
import { Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../api/session.ts';
import { DayInput } from '../../ui/DayInput.tsx';
import { useFormNotices } from '../../ui/form-notices.tsx';
import { todayIso } from '../../ui/format.ts';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { usePlaceLabel } from '../lookups/place-names.ts';
import { wizardStore } from '../shipment/wizard/wizard-store.ts';
import { type PickupFilter, useCreatePickup, usePickups } from './api.ts';
import { CancelPickupModal } from './CancelPickupModal.tsx';
import { PickupForm } from './PickupForm.tsx';
import { PickupList } from './PickupList.tsx';
import { initialPickupValues, type PickupValues, toPickupBody, validatePickup } from './pickup-form.ts';
import { wizardPathForPickup } from './pickup-ra.ts';

const STATE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...PICKUP_STATES.map((s) => ({ value: s, label: PICKUP_STATE_LABELS[s] })),
];

/**
 * 'Origen / Retiros' (issue 35, the first mile; ORIG-INGRESO): the office's pickup requests of a day, those
 * customers asked for in the portal and those taken on the phone ('Nuevo retiro'), 'Anular', and 'Ingresar
 * RA' (the wizard opened for a request picked up or brought to the counter).
 */
export function PickupsPage() {
  const session = useRequiredSession();
  const placeLabel = usePlaceLabel();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const offices = session.oficinas;
  const current =
    session.currentOfiBod && offices.includes(session.currentOfiBod)
      ? session.currentOfiBod
      : (offices[0] ?? '');
  const [chosen, setChosen] = useState<string | null>(null);
  const office = chosen && offices.includes(chosen) ? chosen : current;
  const [filter, setFilter] = useState<Omit<PickupFilter, 'office'>>({ day: todayIso(), state: '', page: 1 });
  const list = usePickups({ ...filter, office }, office !== '');
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<Pickup | null>(null);
  const create = useCreatePickup();
  const form = useForm<PickupValues>({
    initialValues: initialPickupValues(todayIso(), office),
    validate: (values) => validatePickup({ ...values, scodoficina: office }, true),
  });
  const notices = useFormNotices(form);

  const submit = (values: PickupValues) =>
    create.mutate(toPickupBody({ ...values, scodoficina: office }, true), {
      onSuccess: (created) => {
        setCreating(false);
        form.reset();
        setFilter({ day: created.dfecha, state: '', page: 1 });
      },
      onError: notices.fail,
    });

  return (
    <Stack gap="md">
      <PageHeader title="Retiros" crumbs={[CRUMB.home, CRUMB.origin, { label: 'Retiros' }]}>
        {offices.length > 1 && (
          <Select
            label="Oficina"
            allowDeselect={false}
            maw={360}
            data={offices.map((code) => ({ value: code, label: placeLabel(code) }))}
            value={office}
            onChange={(code) => code && setChosen(code)}
          />
        )}
      </PageHeader>
      {office === '' ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Sin oficina">
          Los retiros se solicitan a una oficina, y usted no trabaja en ninguna.
        </Alert>
      ) : (
        <>
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
              <DayInput
                label="Fecha"
                clearable
                value={filter.day}
                onChange={(day) => setFilter((f) => ({ ...f, day, page: 1 }))}
              />
              <Select
                label="Estado"
                allowDeselect={false}
                data={STATE_OPTIONS}
                value={filter.state}
                onChange={(state) =>
                  setFilter((f) => ({ ...f, state: (state ?? '') as PickupState | '', page: 1 }))
                }
              />
              <Group justify="flex-end">
                <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
                  Nuevo retiro
                </Button>
              </Group>
            </SimpleGrid>
          </Paper>
          <PickupList
            label="Solicitudes de retiro"
            data={list.data}
            loading={list.isLoading}
            refreshing={list.isPlaceholderData}
            error={list.error}
            onRetry={() => void list.refetch()}
            page={filter.page}
            onPageChange={(page) => setFilter((f) => ({ ...f, page }))}
            showClient
            emptyText="No hay solicitudes de retiro para esta fecha"
            mayCancel={(p) => p.nidra === null && (p.sestado === 'SOLICITADO' || p.sestado === 'PLANIFICADO')}
            onCancel={setCancelling}
            onReceive={(p) => {
              // The wizard starts over for the request: an RA left in progress is not continued.
              wizardStore.clear();
              navigate(wizardPathForPickup(p.nidretiro));
            }}
          />
        </>
      )}
      <Modal
        opened={creating}
        onClose={() => !create.isPending && setCreating(false)}
        title={`Nuevo retiro: ${placeLabel(office)}`}
        size="xl"
        fullScreen={isMobile}
      >
        <PickupForm
          form={form}
          staff
          submitLabel="Registrar retiro"
          pending={create.isPending}
          onSubmit={submit}
        />
      </Modal>
      <CancelPickupModal pickup={cancelling} onClose={() => setCancelling(null)} />
      {notices.modal}
    </Stack>
  );
}
