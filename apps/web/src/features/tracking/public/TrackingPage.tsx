import type { TrackingResponse } from '@carga/domain';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconMapPin, IconPackage, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { formatDayTime } from '../../../ui/format.ts';
import { usePublicTracking } from '../api.ts';
import { CodeForm } from './CodeForm.tsx';

// '/seguimiento/:codigo' (issue 16): what a customer sees from the receipt's QR, without signing in, on a
// phone first. Outside the signed-in shell and loaded on its own, so it downloads little.

function NotFound({ code }: { code: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="center" ta="center" mb="md">
        <IconSearch size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={2} size="h3">
          No encontramos una carga con ese código
        </Title>
        <Text c="dimmed" size="sm">
          Revise que el código sea el mismo de su comprobante de recepción (20 letras y números) o escanee
          otra vez el código QR. Después de un tiempo desde la entrega, el código deja de estar disponible.
        </Text>
      </Stack>
      <CodeForm initial={code} />
    </Paper>
  );
}

/** '/seguimiento' without a code: the box to type it. */
function AskCode() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text mb="md">
        Ingrese el código de seguimiento de su comprobante de recepción para ver dónde está su carga.
      </Text>
      <CodeForm />
    </Paper>
  );
}

function Delivered({ entrega }: { entrega: NonNullable<TrackingResponse['entrega']> }) {
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck />} title="Carga entregada">
      Entregado a {entrega.snombreretira} el {formatDayTime(entrega.dfhoentrega)}
    </Alert>
  );
}

function Tracking({ data }: { data: TrackingResponse }) {
  const { ncantidadbultos: total, ncantidadentregada: delivered } = data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="xs" c="dimmed">
                N° de recepción
              </Text>
              <Text fz={28} fw={700} lh={1.1}>
                RA {data.nidra}
              </Text>
            </div>
            <Badge size="lg" variant="light" color={data.scodestado === 'ENTRE' ? 'green' : 'blue'}>
              {data.sdesestado}
            </Badge>
          </Group>
          <Group gap={6} mt="xs">
            <IconPackage size={18} aria-hidden />
            <Text fw={500}>
              Bultos entregados: {delivered} de {total}
            </Text>
          </Group>
          <Progress
            value={total > 0 ? (100 * delivered) / total : 0}
            color="green"
            aria-label="Bultos entregados"
          />
        </Stack>
      </Paper>
      {data.entrega && <Delivered entrega={data.entrega} />}
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="md">
          Recorrido
        </Title>
        <Timeline active={data.estados.length - 1} bulletSize={22} lineWidth={2} aria-label="Recorrido">
          {data.estados.map((state) => (
            <Timeline.Item key={`${state.scodestado}-${state.dfecha}`} title={state.sdesestado}>
              <Text size="sm" c="dimmed">
                {formatDayTime(state.dfecha)}
              </Text>
              {state.slugar && (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={14} aria-hidden />
                  <Text size="sm">{state.slugar}</Text>
                </Group>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}

export function TrackingPage() {
  const code = useParams().codigo ?? '';
  const tracking = usePublicTracking(code, code !== '');
  useEffect(() => {
    document.title = 'Seguimiento de carga · Carga';
  }, []);
  const error = tracking.error;
  const notFound = error instanceof ApiError && error.status === 404;

  return (
    <Box bg="gray.0" mih="100dvh">
      <Container size={560} px="md" py="lg">
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <div>
              <Text fw={800} fz="lg" c="blue.8">
                Carga
              </Text>
              <Title order={1} size="h2">
                Seguimiento de carga
              </Title>
            </div>
            {tracking.data && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={14} />}
                loading={tracking.isFetching}
                onClick={() => tracking.refetch()}
              >
                Actualizar
              </Button>
            )}
          </Group>
          {!code && <AskCode />}
          {code && tracking.isPending && (
            <Group justify="center" py="xl">
              <Loader aria-label="Cargando" />
            </Group>
          )}
          {notFound && <NotFound key={code} code={code} />}
          {error && !notFound && (
            <Alert color="red" title="No fue posible consultar la carga">
              {error.message}
            </Alert>
          )}
          {tracking.data && <Tracking data={tracking.data} />}
        </Stack>
      </Container>
    </Box>
  );
}

export { TrackingPage as Component };
