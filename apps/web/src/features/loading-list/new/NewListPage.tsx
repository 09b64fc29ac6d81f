import { messages, placeLabel } from '@carga/domain';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../api/session.ts';
import { InfoGrid, InfoItem } from '../../../ui/InfoGrid.tsx';
import { LoadError } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { useAvailableOperations, useCreateLoadingList } from '../api.ts';
import { storeLoadingList } from '../storage.ts';

/** 'Nueva lista' (spec 2 section 2): choose an open operation of the warehouse, then 'Crear lista'. */
export function NewListPage() {
  const session = useRequiredSession();
  const origin = session.currentOfiBod ?? '';
  const navigate = useNavigate();
  const operations = useAvailableOperations(origin);
  const create = useCreateLoadingList();
  const { showError, modal } = useMessageModal();
  const [chosen, setChosen] = useState<string | null>(null);
  const operation = operations.data?.find((o) => String(o.nidoperacion) === chosen);

  const submit = () => {
    if (!operation) return;
    create.mutate(operation.nidoperacion, {
      onSuccess: (code) => {
        storeLoadingList(code, operation.nidoperacion);
        navigate(`/detalle/lista-carga/${code}`);
      },
      onError: (error) => showError(error),
    });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Nueva lista de carga"
        crumbs={[CRUMB.warehouse, CRUMB.loadLists, { label: 'Nueva lista' }]}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Title order={4}>Datos generales</Title>
          {operations.error ? (
            <LoadError error={operations.error} onRetry={() => operations.refetch()} />
          ) : (
            <Select
              label="Operación"
              placeholder={operations.isLoading ? 'Cargando información...' : 'Seleccione una operación'}
              data={(operations.data ?? []).map((o) => ({
                value: String(o.nidoperacion),
                label: `${o.nidoperacion} - ${o.sdescripcion}`,
              }))}
              value={chosen}
              onChange={setChosen}
              searchable
              nothingFoundMessage={messages.noOperations}
            />
          )}
          {operation && (
            <InfoGrid>
              <InfoItem label="Bodega destino">
                {placeLabel(operation.snombodegadestino, operation.scodbodegadestino)}
              </InfoItem>
              <InfoItem label="Tipo de equipo">{operation.sdestipoequipo}</InfoItem>
              <InfoItem label="Modalidad de carga">{operation.sdesmodalidadenvio}</InfoItem>
              <InfoItem label="Cliente carga full">{operation.snombrecorto || '—'}</InfoItem>
            </InfoGrid>
          )}
          <Group justify="flex-end" gap="sm">
            {!operation && (
              <Text size="sm" c="dimmed">
                {messages.chooseOperation}
              </Text>
            )}
            <Button variant="default" onClick={() => navigate('/dashboard/lista-carga')}>
              Volver
            </Button>
            <Button disabled={!operation} loading={create.isPending} onClick={submit}>
              Crear lista
            </Button>
          </Group>
        </Stack>
      </Paper>
      {modal}
    </Stack>
  );
}
