import type { SaleLine } from '@carga/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useIsMobile } from '../../../app/shell/useIsMobile.ts';
import { formatClp, formatMeasure } from '../../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../../ui/InfoGrid.tsx';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useOperationSales } from '../api.ts';
import { clearOperationWizard, markStep, readStoredOperation } from '../wizard-storage.ts';
import { CloseOperationButton } from './CloseOperationButton.tsx';
import { OperationSummary } from './OperationSummary.tsx';
import { OperationWizardLayout } from './OperationWizardLayout.tsx';

/** Step 3, 'Venta': the sale of each RA of the operation and the summary. */
export function SaleStepPage() {
  const [stored] = useState(readStoredOperation);
  if (stored.id === null) return <Navigate to="/nuevo-ingreso/operacion" replace />;
  return <SaleStep id={stored.id} status={stored.status} />;
}

function SaleStep({ id, status }: { id: number; status: string }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const sales = useOperationSales(id);
  useEffect(() => markStep(3), []);

  const confirm = () => {
    clearOperationWizard();
    navigate('/dashboard/operaciones');
  };

  const rows = sales.data?.ventaList;
  let list: ReactNode;
  if (sales.error && !rows) list = <LoadError error={sales.error} onRetry={() => sales.refetch()} />;
  else if (!rows) list = <Loading />;
  else if (rows.length === 0)
    list = (
      <Text c="dimmed" ta="center" py="md">
        La operación no tiene RA cargados
      </Text>
    );
  else
    list = (
      <SimpleGrid cols={isMobile ? 1 : { base: 1, md: 2, xl: 3 }} spacing="md" aria-label="Ventas">
        {rows.map((sale) => (
          <SaleCard key={sale.nidra} sale={sale} />
        ))}
      </SimpleGrid>
    );

  return (
    <OperationWizardLayout
      step={3}
      operationId={id}
      status={status}
      actions={
        <Group justify="space-between" gap="sm">
          <CloseOperationButton id={id} open={status === 'ABIERTA'} />
          <Group
            gap="sm"
            wrap="nowrap"
            style={isMobile ? { width: '100%', justifyContent: 'space-between' } : undefined}
          >
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => navigate('/nuevo-ingreso/costo')}
            >
              Volver
            </Button>
            <Button leftSection={<IconCheck size={16} />} onClick={confirm}>
              Confirmar
            </Button>
          </Group>
        </Group>
      }
    >
      <Stack gap="md">
        {list}
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
