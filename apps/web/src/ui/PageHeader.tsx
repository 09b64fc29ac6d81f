import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** The crumbs many screens' trails start from: their labels and paths in one place. */
export const CRUMB = {
  home: { label: 'Panel principal', to: '/dashboard/welcome' },
  warehouse: { label: 'Bodega', to: '/dashboard/bodega' },
  origin: { label: 'Origen', to: '/dashboard/origen' },
  loadLists: { label: 'Lista de carga', to: '/dashboard/lista-carga' },
} as const satisfies Record<string, Crumb>;

/** The breadcrumb: a link for each crumb with a place to go, plain text for the rest; it wraps on a phone. */
export function CrumbTrail({ crumbs }: { crumbs: Crumb[] }) {
  return (
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
  );
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
      {crumbs && <CrumbTrail crumbs={crumbs} />}
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}
