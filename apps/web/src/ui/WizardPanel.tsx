import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsMobile } from './useIsMobile.ts';

/** A wizard step's content: a bordered panel titled with the step on a desktop, bare on a phone (the progress names it). */
export function WizardPanel({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  return (
    <Paper
      withBorder={!isMobile}
      radius="md"
      p={isMobile ? 0 : 'lg'}
      bg={isMobile ? 'transparent' : undefined}
      className={className}
    >
      <Stack gap="lg">
        {!isMobile && <Title order={3}>{title}</Title>}
        {children}
      </Stack>
    </Paper>
  );
}
