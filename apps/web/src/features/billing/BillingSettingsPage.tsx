import { Alert, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { errorMessage } from '../../ui/MessageModal.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { useBillingSettings, useUpdateBillingSettings } from './api.ts';

/**
 * 'Cobro en Carga' (FIN-COBRANZA): on, Carga collects each RA and blocks what is unpaid; off (a company
 * that collects in another system), nothing here blocks a load list or a delivery.
 */
export function BillingSettingsPage() {
  const settings = useBillingSettings();
  const update = useUpdateBillingSettings();
  return (
    <Stack gap="md">
      <PageHeader
        title="Cobro en Carga"
        crumbs={[CRUMB.home, { label: 'Configuración' }, { label: 'Cobro en Carga' }]}
      />
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <Paper withBorder radius="md" p="md" maw={640}>
          <Stack gap="sm">
            <Switch
              label="Cobro en Carga"
              description="Cobrar los RA en Carga: pagado en origen, por pagar en destino y cuenta corriente"
              checked={(update.isPending ? update.variables.sindcobro : settings.data.sindcobro) === 'S'}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ sindcobro: event.currentTarget.checked ? 'S' : 'N' })}
            />
            <Text size="sm" c="dimmed">
              Desactívelo si su empresa cobra en otro sistema: entonces ni las listas de carga ni las entregas
              se detienen por pagos pendientes.
            </Text>
            {update.error && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No fue posible guardar">
                <Text size="sm">{errorMessage(update.error)}</Text>
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
