import { Box, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Crumb, PageHeader } from '../../../ui/PageHeader.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';

/** A configuration list's title with its 'create' button beside it (below it, full width, on a phone). */
export function ListHeader({
  title,
  crumbs,
  createLabel,
  onCreate,
}: {
  title: string;
  crumbs: Crumb[];
  createLabel: string;
  onCreate: () => void;
}) {
  const isMobile = useIsMobile();
  const button = (
    <Button leftSection={<IconPlus size={16} />} onClick={onCreate} fullWidth={isMobile}>
      {createLabel}
    </Button>
  );
  if (isMobile) {
    return (
      <Box>
        <PageHeader title={title} crumbs={crumbs} />
        {button}
      </Box>
    );
  }
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="md">
      <PageHeader title={title} crumbs={crumbs} />
      {button}
    </Group>
  );
}
