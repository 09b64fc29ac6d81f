import type { CajaDetail } from '@carga/domain';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { hasMenu, useRequiredSession } from '../../api/session.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { useCaja, useCurrentCaja } from './api.ts';
import { CajaHeader } from './CajaHeader.tsx';
import { MovementsTable, TotalsTable } from './CajaMovements.tsx';
import { CloseCajaForm } from './CloseCajaForm.tsx';
import { OpenCajaForm } from './OpenCajaForm.tsx';
import { CAJAS_PATH, cajaDetailPath } from './paths.ts';

/** 'Caja' (menu FIN-CAJA): open one's caja, follow its movements and totals, and close it. */
export function CajaPage() {
  const session = useRequiredSession();
  const current = useCurrentCaja();
  const supervisor = hasMenu(session, 'FIN-COBRANZA');
  return (
    <Stack gap="md">
      <PageHeader title="Caja" crumbs={[CRUMB.home, { label: 'Caja' }]}>
        {supervisor && (
          <Anchor component={Link} to={CAJAS_PATH} size="sm">
            Ver todas las cajas
          </Anchor>
        )}
      </PageHeader>
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <LoadError error={current.error} onRetry={() => current.refetch()} />
      ) : current.data.caja ? (
        <OpenCaja nidcaja={current.data.caja.nidcaja} />
      ) : (
        <OpenCajaForm />
      )}
    </Stack>
  );
}

function OpenCaja({ nidcaja }: { nidcaja: number }) {
  const detail = useCaja(nidcaja);
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  const caja = detail.data;
  const closed = (done: CajaDetail) => navigate(cajaDetailPath(done.nidcaja));
  return (
    <Stack gap="md">
      <CajaHeader caja={caja} />
      <TotalsTable caja={caja} />
      {closing ? (
        <CloseCajaForm caja={caja} onCancel={() => setClosing(false)} onClosed={closed} />
      ) : (
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            leftSection={<IconLock size={18} />}
            onClick={() => setClosing(true)}
          >
            Cerrar caja
          </Button>
        </Group>
      )}
      <MovementsTable caja={caja} />
    </Stack>
  );
}
