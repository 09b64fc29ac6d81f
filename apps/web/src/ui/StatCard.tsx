import { Paper, Skeleton, Text } from '@mantine/core';

/** A figure of the dashboards; '—' when it could not be loaded. */
export function StatCard({
  label,
  value,
  loading,
}: {
  label: string;
  value: number | undefined;
  loading?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
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
    </Paper>
  );
}
