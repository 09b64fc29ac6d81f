import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './ActionCard.module.css';

/** A dashboard card that leads to a screen; disabled cards stay visible but do nothing. */
export function ActionCard({
  title,
  description,
  icon: CardIcon,
  to,
  disabled,
}: {
  title: string;
  description?: string;
  icon: Icon;
  to?: string;
  disabled?: boolean;
}) {
  const active = !!to && !disabled;
  const body = (
    <Group wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="md" variant="light" color={disabled ? 'gray' : 'blue'}>
        <CardIcon size={26} />
      </ThemeIcon>
      <div>
        <Text fw={600}>{title}</Text>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
    </Group>
  );
  return active ? (
    <Card withBorder radius="md" p="lg" component={Link} to={to} className={classes.card}>
      {body}
    </Card>
  ) : (
    <Card
      withBorder
      radius="md"
      p="lg"
      className={classes.card}
      data-disabled
      aria-disabled="true"
      role="link"
    >
      {body}
    </Card>
  );
}
