import type { CostItem } from '@carga/domain';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CardGrid } from '../../../ui/CardGrid.tsx';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { formatClp, formatDate } from '../../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../../ui/InfoGrid.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useCostFilters, useDeleteCost, useOperationCosts } from '../api.ts';
import { CostModal } from './CostModal.tsx';
import { OperationSummary } from './OperationSummary.tsx';
import { OperationWizardLayout } from './OperationWizardLayout.tsx';
import { StepActions, StoredOperationStep } from './step-parts.tsx';

/** Step 2, 'Costo': the operation's costs, their summary, and closing the operation. */
export function CostStepPage() {
  return (
    <StoredOperationStep step={2}>{(id, status) => <CostStep id={id} status={status} />}</StoredOperationStep>
  );
}

function CostStep({ id, status }: { id: number; status: string }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const open = status === 'ABIERTA';
  const costs = useOperationCosts(id);
  const filters = useCostFilters(open ? id : null);
  const remove = useDeleteCost();
  const { showError, modal } = useMessageModal();
  const [editing, setEditing] = useState<CostItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CostItem | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { operationId: id, costId: deleting.nidcosto },
      {
        onSuccess: () => setDeleting(null),
        onError: (error) => {
          setDeleting(null);
          showError(error);
        },
      },
    );
  };

  return (
    <OperationWizardLayout
      step={2}
      operationId={id}
      status={status}
      actions={
        <StepActions
          id={id}
          open={open}
          back="/nuevo-ingreso/operacion"
          next={
            <Button
              rightSection={<IconArrowRight size={16} />}
              onClick={() => navigate('/nuevo-ingreso/venta')}
            >
              Continuar
            </Button>
          }
        />
      }
    >
      <Stack gap="md">
        {open && (
          <Group justify="flex-end">
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing(null)}
              fullWidth={isMobile}
            >
              Agregar nuevo costo
            </Button>
          </Group>
        )}
        <CardGrid
          rows={costs.data?.costoList}
          error={costs.error}
          onRetry={() => costs.refetch()}
          empty="La operación no tiene costos"
          label="Costos"
          cols={{ base: 1, md: 2 }}
          renderCard={(cost) => (
            <CostCard
              key={cost.nidcosto}
              cost={cost}
              editable={open}
              onEdit={() => setEditing(cost)}
              onDelete={() => setDeleting(cost)}
            />
          )}
        />
        <OperationSummary summary={costs.data?.resumen} />
      </Stack>
      <CostModal
        opened={editing !== undefined}
        operationId={id}
        cost={editing ?? null}
        filters={filters.data}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Eliminar costo"
        confirmLabel="Eliminar"
        color="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {`¿Desea eliminar el costo ${deleting?.sdestipocosto ?? ''} por ${formatClp(deleting?.nmontocosto ?? 0)}?`}
      </ConfirmModal>
      {modal}
    </OperationWizardLayout>
  );
}

function CostCard({
  cost,
  editable,
  onEdit,
  onDelete,
}: {
  cost: CostItem;
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const label = `Costo ${cost.nidcosto}`;
  return (
    <Paper withBorder radius="md" p="md" aria-label={label} role="group">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text fw={600} truncate>
            {cost.sdestipocosto || cost.scodtipocosto}
          </Text>
          <Badge variant="light">{cost.sdestipoasignacion || cost.scodtipoasignacion}</Badge>
        </Group>
        {editable && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`Editar costo ${cost.nidcosto}`} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Eliminar costo ${cost.nidcosto}`}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <InfoGrid>
        <InfoItem label="Monto">{formatClp(cost.nmontocosto)}</InfoItem>
        <InfoItem label="Proveedor">{cost.snomproveedor || '-'}</InfoItem>
        <InfoItem label="N° factura">{cost.snumfactura || '-'}</InfoItem>
        <InfoItem label="Fecha factura">{cost.dfhofactura ? formatDate(cost.dfhofactura) : '-'}</InfoItem>
        {cost.nidra ? <InfoItem label="RA">{String(cost.nidra)}</InfoItem> : null}
        <InfoItem label="Venta">
          {cost.sindinvolucraventa === 'S' && cost.nmontoventa !== null
            ? formatClp(cost.nmontoventa)
            : 'No involucra venta'}
        </InfoItem>
      </InfoGrid>
    </Paper>
  );
}
