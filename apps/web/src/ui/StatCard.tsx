import { Paper, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A figure of the dashboards; '—' when it could not be loaded; with `to`, a link to the list it counts. */
export function StatCard({
  label,
  value,
  loading,
  to,
}: {
  label: string;
  value: number | undefined;
  loading?: boolean;
  to?: string;
}) {
  const body = (
    <>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {loading ? (
        <Skeleton h={32} mt={6} w={60} />
      ) : (
        <Text fz={28} fw={700} mt={4}>
          {value === undefined ? '—' : value.toLocaleString('es-CL')}
        </Text>
      )}
    </>
  );
  if (!to) {
    return (
      <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
        {body}
      </Paper>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-label={label}
      component={Link}
      to={to}
      style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
    >
      {body}
    </Paper>
  );
}
