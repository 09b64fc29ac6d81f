import type { SaleLine } from '@carga/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { CardGrid } from '../../../ui/CardGrid.tsx';
import { formatClp, formatMeasure } from '../../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../../ui/InfoGrid.tsx';
import { useOperationSales } from '../api.ts';
import { clearOperationWizard } from '../wizard-storage.ts';
import { OperationSummary } from './OperationSummary.tsx';
import { OperationWizardLayout } from './OperationWizardLayout.tsx';
import { StepActions, StoredOperationStep } from './step-parts.tsx';

/** Step 3, 'Venta': the sale of each RA of the operation and the summary. */
export function SaleStepPage() {
  return (
    <StoredOperationStep step={3}>{(id, status) => <SaleStep id={id} status={status} />}</StoredOperationStep>
  );
}

function SaleStep({ id, status }: { id: number; status: string }) {
  const navigate = useNavigate();
  const sales = useOperationSales(id);

  const confirm = () => {
    clearOperationWizard();
    navigate('/dashboard/operaciones');
  };

  return (
    <OperationWizardLayout
      step={3}
      operationId={id}
      status={status}
      actions={
        <StepActions
          id={id}
          open={status === 'ABIERTA'}
          back="/nuevo-ingreso/costo"
          next={
            <Button leftSection={<IconCheck size={16} />} onClick={confirm}>
              Confirmar
            </Button>
          }
        />
      }
    >
      <Stack gap="md">
        <CardGrid
          rows={sales.data?.ventaList}
          error={sales.error}
          onRetry={() => sales.refetch()}
          empty="La operación no tiene RA cargados"
          label="Ventas"
          cols={{ base: 1, md: 2, xl: 3 }}
          renderCard={(sale) => <SaleCard key={sale.nidra} sale={sale} />}
        />
        <OperationSummary summary={sales.data?.resumen} />
      </Stack>
    </OperationWizardLayout>
  );
}

function SaleCard({ sale }: { sale: SaleLine }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={`RA ${sale.nidra}`}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Text fw={600}>RA {sale.nidra}</Text>
        <Badge variant="light" color={sale.scodmotivo === 'TARIFA' ? 'teal' : 'orange'}>
          {sale.scodmotivo === 'TARIFA' ? 'Tarifa' : 'Sin tarifa'}
        </Badge>
      </Group>
      <InfoGrid>
        <InfoItem label="Destinatario">{sale.snomdestinatario || '-'}</InfoItem>
        <InfoItem label="Cantidad">{formatMeasure(sale.ncantidadingresada)}</InfoItem>
        <InfoItem label="Peso kg">{formatMeasure(sale.npesoingresado)}</InfoItem>
        <InfoItem label="Volumen m³">{formatMeasure(sale.nvolumeningresado)}</InfoItem>
        <InfoItem label="Valor">{formatClp(sale.nvalormovimiento)}</InfoItem>
      </InfoGrid>
      {sale.scodmotivo !== 'TARIFA' && sale.sdesmotivo && (
        <Text size="sm" c="orange.8" mt="sm">
          {sale.sdesmotivo}
        </Text>
      )}
    </Paper>
  );
}
