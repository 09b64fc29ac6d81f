import { routes } from '@carga/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconTruckDelivery } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { routePath } from '../../api/call.ts';
import { deliveryKeys } from '../../api/keys/delivery.ts';
import { isWarehouseCurrent, useRequiredSession } from '../../api/session.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { ScanPanel } from '../custody/scan/ScanPanel.tsx';
import { useScanFocus } from '../custody/scan/scan-focus.ts';
import { useDeliveryList } from './api.ts';
import { DeliveryModal } from './DeliveryModal.tsx';

/**
 * 'Entregar → Escanear' (issue 14): at the counter each unit of the RA is scanned as it is handed over, then
 * 'Entregar' records who took them. Units left unscanned are named and make a partial delivery.
 */
export function DeliveryScanPage() {
  const idRA = useParams().idRA ?? '';
  const session = useRequiredSession();
  const warehouse = isWarehouseCurrent(session) ? (session.currentOfiBod ?? '') : '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const found = useDeliveryList(
    { codigoBodega: warehouse, idRA, estado: 'BDEST', Page: 1 },
    warehouse !== '',
  );
  const item = found.data?.list.find((ra) => String(ra.nidra) === idRA) ?? null;
  const [delivering, setDelivering] = useState(false);
  const focus = useScanFocus();
  const back = '/dashboard/entregar';

  return (
    <Stack gap="md">
      <PageHeader
        title={`Escanear entrega del RA ${idRA}`}
        crumbs={[CRUMB.home, { label: 'Entregar', to: back }, { label: `RA ${idRA}` }, { label: 'Escanear' }]}
      >
        <Group gap="sm">
          <Button component={Link} to={back} variant="default" leftSection={<IconArrowLeft size={16} />}>
            Volver a Entregar
          </Button>
        </Group>
      </PageHeader>
      {found.isPending && warehouse !== '' ? (
        <Loading />
      ) : found.isError ? (
        <LoadError error={found.error} />
      ) : !item ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title={`El RA ${idRA} no está por entregar`}>
          Sólo se escanean para la entrega los RA que esperan en la bodega elegida en el encabezado.
        </Alert>
      ) : (
        <ScanPanel
          focus={focus}
          path={routePath(routes.delivery.scan, { id: item.nidra })}
          count={(last) =>
            last
              ? `${last.nbultosescaneados} de ${last.nbultoslista} ${last.nbultoslista === 1 ? 'bulto escaneado' : 'bultos escaneados'} para entregar`
              : `Escanee los bultos que entrega a ${item.snomdestinatario}`
          }
          actions={() => (
            <Button
              size="lg"
              color="green"
              leftSection={<IconTruckDelivery size={18} />}
              onClick={() => {
                // The field holds the focus when the dialog opens, so the dialog gives it back on closing.
                focus.focusField();
                setDelivering(true);
              }}
            >
              Entregar
            </Button>
          )}
          onAnswer={() => void client.invalidateQueries({ queryKey: deliveryKeys.all() })}
        />
      )}
      <DeliveryModal
        item={delivering ? item : null}
        onClose={() => setDelivering(false)}
        onDelivered={() => navigate(back)}
      />
    </Stack>
  );
}
