import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Crumb, CrumbTrail } from '../../../ui/PageHeader.tsx';

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
        <CrumbTrail crumbs={crumbs} />
        <Title order={2}>{title}</Title>
      </Stack>
      {aside}
    </Group>
  );
}
