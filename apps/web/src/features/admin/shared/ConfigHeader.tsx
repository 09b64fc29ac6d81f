import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Crumb } from '../../../ui/PageHeader.tsx';

/**
 * 'Configuración/…' and the screen's title, with its action beside it (outside the heading, so the
 * heading's name is the title alone).
 */
export function ConfigHeader({
  title,
  crumbs,
  aside,
  keepAsideBeside,
}: {
  title: string;
  crumbs: Crumb[];
  aside: ReactNode;
  /** A small control (the detail's close icon) stays on the title's row even on a phone. */
  keepAsideBeside?: boolean;
}) {
  return (
    <Group
      justify="space-between"
      align={keepAsideBeside ? 'flex-start' : 'flex-end'}
      gap="sm"
      wrap={keepAsideBeside ? 'nowrap' : 'wrap'}
      mb="xs"
    >
      <Stack gap={4} miw={0}>
        <Breadcrumbs separator="/" fz="sm" style={{ flexWrap: 'wrap' }}>
          {crumbs.map((crumb) =>
            crumb.to ? (
              <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} size="sm" c="dimmed">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
        <Title order={2}>{title}</Title>
      </Stack>
      {aside}
    </Group>
  );
}
