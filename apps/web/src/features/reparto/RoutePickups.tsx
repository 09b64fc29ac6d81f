import type { RepartoPickupStop, RepartoRoute } from '@carga/domain';
import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPackageImport, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMeasure } from '../../ui/format.ts';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import { useSetRoutePickups } from './api.ts';
import { MoveButtons } from './MoveButtons.tsx';
import { PickupPicker } from './PickupPicker.tsx';
import {
  declaredLine,
  pickupStateLabel,
  pickupsEditable,
  pickupWindow,
  STATE_COLORS,
  withoutPickup,
  withPickupMoved,
  withPickups,
} from './pickups.ts';

// 'Retiros': the pickups of a hoja de ruta in visiting order (client, address, the client's window, the
// packages declared, what the driver recorded), each moved with 'Subir' / 'Bajar' or taken off with 'Quitar'
// while the route has not left, and 'Agregar retiros' to add the day's requests at the end.

function PickupItem({
  stop,
  index,
  count,
  removing,
  saving,
  onMove,
  onRemove,
}: {
  stop: RepartoPickupStop;
  index: number;
  count: number;
  removing: boolean;
  /** A change of the route's pickups on its way: the order waits for it. */
  saving: boolean;
  /** Absent once the route left: the order stays. */
  onMove?: (by: -1 | 1) => void;
  /** Absent once the route left: the pickup stays. */
  onRemove?: () => void;
}) {
  const name = `Retiro N° ${stop.nidretiro}`;
  return (
    <Box
      component="li"
      py={8}
      style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group align="flex-start" wrap="nowrap" gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm" w={24} ta="right" c="dimmed" aria-hidden style={{ flexShrink: 0 }}>
            {index + 1}.
          </Text>
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {name}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {stop.snomcliente}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[stop.sdireccion, stop.snomcomuna].filter(Boolean).join(', ') || 'Sin dirección'}
            </Text>
            <Group gap={6} mt={4} wrap="wrap">
              <Badge color={STATE_COLORS[stop.sestado]} variant="light" radius="sm" tt="none">
                {pickupStateLabel(stop)}
              </Badge>
              <Text size="xs" fw={600}>
                {`${pickupWindow(stop.shoradesde, stop.shorahasta)} · ${declaredLine(stop.nbultos)} · ${formatMeasure(stop.npesokg)} kg`}
              </Text>
            </Group>
          </Box>
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {onMove && count > 1 && (
            <MoveButtons name={name} index={index} count={count} disabled={saving} onMove={onMove} />
          )}
          {onRemove && (
            // Icons as the deliveries' stops have them: the request's lines keep the width of a phone.
            <ActionIcon
              variant="light"
              color="red"
              aria-label={`Quitar ${name}`}
              title="Quitar"
              loading={removing}
              onClick={onRemove}
            >
              <IconX size={16} />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Box>
  );
}

export function RoutePickups({ route }: { route: RepartoRoute }) {
  const save = useSetRoutePickups();
  const notices = useMessageModal();
  const [picking, setPicking] = useState(false);
  // The pickup being taken off, for its button's spinner.
  const [removing, setRemoving] = useState<number | null>(null);
  const editable = pickupsEditable(route.sestado);
  const stops = route.retiros;

  const send = (nidretiros: number[], onSuccess?: () => void) =>
    save.mutate(
      { id: route.nidhojaruta, nidretiros },
      {
        onSuccess,
        onError: (error) => notices.showError(error, 'No fue posible cambiar los retiros de la hoja de ruta'),
        onSettled: () => setRemoving(null),
      },
    );
  const remove = (id: number) => {
    setRemoving(id);
    send(withoutPickup(stops, id));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Retiros">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div>
            <Title order={4}>Retiros</Title>
            <Text size="sm" c="dimmed">
              {stops.length === 0
                ? 'Sin retiros en esta hoja de ruta'
                : 'La carga que el conductor retira en la ruta, en el orden de visita'}
            </Text>
          </div>
          {editable && !picking && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPackageImport size={16} />}
              onClick={() => setPicking(true)}
            >
              Agregar retiros
            </Button>
          )}
        </Group>
        {stops.length > 0 && (
          <Box component="ol" aria-label="Retiros" m={0} p={0} style={{ listStyle: 'none' }}>
            {stops.map((stop, i) => (
              <PickupItem
                key={stop.nidparadaretiro}
                stop={stop}
                index={i}
                count={stops.length}
                removing={removing === stop.nidretiro}
                saving={save.isPending}
                onMove={editable ? (by) => send(withPickupMoved(stops, i, by)) : undefined}
                onRemove={editable && stop.sestado === 'PENDIENTE' ? () => remove(stop.nidretiro) : undefined}
              />
            ))}
          </Box>
        )}
        {editable && picking && (
          <PickupPicker
            route={route}
            adding={save.isPending && removing === null}
            onCancel={() => setPicking(false)}
            onAdd={(ids) => send(withPickups(stops, ids), () => setPicking(false))}
          />
        )}
      </Stack>
      {notices.modal}
    </Paper>
  );
}
