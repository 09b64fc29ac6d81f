import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

export function PageHeader({
  title,
  crumbs,
  children,
}: {
  title: ReactNode;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <Stack gap={4} mb="lg">
      {crumbs && (
        <Breadcrumbs separator="/" fz="sm">
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
      )}
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}
