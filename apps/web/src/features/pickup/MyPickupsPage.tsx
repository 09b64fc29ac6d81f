import type { Pickup } from '@carga/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useFormNotices } from '../../ui/form-notices.tsx';
import { todayIso } from '../../ui/format.ts';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { useOffices } from '../lookups/api.ts';
import { useCreatePickup, usePickups } from './api.ts';
import { CancelPickupModal } from './CancelPickupModal.tsx';
import { PickupForm } from './PickupForm.tsx';
import { PickupList } from './PickupList.tsx';
import { initialPickupValues, type PickupValues, toPickupBody, validatePickup } from './pickup-form.ts';

/**
 * 'Solicitar retiro' in the customer's portal (issue 35, the first mile): a pickup of their cargo at an
 * address, a day and a window, received by the office they choose; and their requests with their state.
 */
export function MyPickupsPage() {
  const offices = useOffices();
  const officeOptions = (offices.data ?? [])
    .filter((o) => o.sindactivo === 'S')
    .map((o) => ({ value: o.scodoficina, label: o.snomoficina }));
  const [page, setPage] = useState(1);
  const list = usePickups({ office: '', day: '', state: '', page });
  const [cancelling, setCancelling] = useState<Pickup | null>(null);
  const create = useCreatePickup();
  const form = useForm<PickupValues>({
    initialValues: initialPickupValues(todayIso(), null),
    validate: (values) => validatePickup(values, false),
  });
  const notices = useFormNotices(form);

  const submit = (values: PickupValues) =>
    create.mutate(toPickupBody(values, false), {
      onSuccess: () => {
        form.reset();
        setPage(1);
      },
      onError: notices.fail,
    });

  return (
    <Stack gap="md">
      <PageHeader
        title="Solicitar retiro"
        crumbs={[CRUMB.home, { label: 'Mis cargas', to: '/dashboard/cargas' }, { label: 'Solicitar retiro' }]}
      />
      <Text size="sm" c="dimmed">
        Retiramos su carga en la dirección, el día y el horario que indique, y la llevamos a la oficina que
        elija.
      </Text>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Nueva solicitud de retiro">
        <PickupForm
          form={form}
          staff={false}
          offices={officeOptions}
          submitLabel="Solicitar retiro"
          pending={create.isPending}
          onSubmit={submit}
        />
      </Paper>
      <Title order={4}>Mis solicitudes</Title>
      <PickupList
        label="Mis solicitudes de retiro"
        data={list.data}
        loading={list.isLoading}
        refreshing={list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        page={page}
        onPageChange={setPage}
        showClient={false}
        emptyText="Aún no ha solicitado retiros"
        mayCancel={(p) => p.sestado === 'SOLICITADO'}
        onCancel={setCancelling}
      />
      <CancelPickupModal pickup={cancelling} onClose={() => setCancelling(null)} />
      {notices.modal}
    </Stack>
  );
}
