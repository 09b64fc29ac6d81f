import { Badge, Button, type ButtonProps, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A list's card (operations, load lists): its title and state badge on the first row, its fields
 * under them and, when there is one, its action at the bottom right.
 */
export function ListCard({
  label,
  title,
  state,
  children,
  action,
}: {
  /** The card's accessible name. */
  label: string;
  title: ReactNode;
  /** `of` names whose state it is when the title is something else (Despacho's 'OP 1' shows its list's). */
  state: { color: string; label: string; of?: string };
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={label}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{title}</Text>
          {state.of ? (
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {state.of}
              </Text>
              <Badge color={state.color}>{state.label}</Badge>
            </Group>
          ) : (
            <Badge color={state.color}>{state.label}</Badge>
          )}
        </Group>
        {children}
        {action && (
          <Group justify="flex-end" mt="xs">
            {action}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A card's action button: small and light, named for screen readers by `aria-label`. */
export function CardAction({
  children,
  onClick,
  ...props
}: ButtonProps & { onClick: () => void; 'aria-label': string }) {
  return (
    <Button variant="light" size="xs" onClick={onClick} {...props}>
      {children}
    </Button>
  );
}

/** A card's scan button: a worker on a phone goes from the list straight to scanning it (issue 29). */
export function CardScanLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="light"
      size="xs"
      aria-label={label}
      leftSection={<IconBarcode size={16} />}
    >
      {children}
    </Button>
  );
}

/** The route a card travels: 'origin -> destination', after what it prefixes (the operation). */
export function CardRoute({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" fw={500}>
      {children}
    </Text>
  );
}
