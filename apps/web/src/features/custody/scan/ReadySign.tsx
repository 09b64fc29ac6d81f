import { Anchor, Box, Group, Text } from '@mantine/core';

/**
 * Under the code field: whether a scanner's next read lands in it. Ready is green; otherwise a link gives
 * the field the focus back (a tap on a phone, a click at a desk).
 */
export function ReadySign({ ready, onTake }: { ready: boolean; onTake: () => void }) {
  const dot = (color: string) => (
    <Box component="span" w={10} h={10} bg={color} style={{ borderRadius: '50%', flex: 'none' }} />
  );
  return ready ? (
    <Group component="span" gap={6} wrap="nowrap" role="status">
      {dot('teal.6')}
      <Text component="span" size="sm" c="teal.8" fw={600}>
        Listo para escanear
      </Text>
    </Group>
  ) : (
    <Group component="span" gap={6} wrap="nowrap" role="status">
      {dot('orange.6')}
      <Anchor component="button" type="button" size="sm" c="orange.8" fw={600} onClick={onTake}>
        No está listo: toque aquí para escanear
      </Anchor>
    </Group>
  );
}
