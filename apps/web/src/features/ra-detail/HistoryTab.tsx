import { formatDayTime, type RaHistoryEntry } from '@carga/domain';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { LoadError, Loading } from '../../ui/LoadState.tsx';

/** The 'Bitácora' tab (staff only): every change of the RA, newest last, as a timeline, in words for people
 * (the API describes actions and states) and to the minute in Chile's 24-hour time. */
export function HistoryTab({
  entries,
  loading,
  error,
  onRetry,
}: {
  entries: RaHistoryEntry[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (loading || !entries) return <Loading />;
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No hay registros en la bitácora
      </Text>
    );
  }
  return (
    <Timeline active={entries.length - 1} bulletSize={22} lineWidth={2} aria-label="Bitácora">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.nidbitacora}
          bullet={<IconHistory size={12} />}
          title={
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {entry.sdesaccion}
              </Text>
              {entry.sdesestadonuevo && (
                <Badge variant="light" size="sm" tt="none">
                  {/* An action that kept the state (a price, a comment) names it once. */}
                  {entry.sdesestadoanterior && entry.sestadoanterior !== entry.sestadonuevo
                    ? `${entry.sdesestadoanterior} → ${entry.sdesestadonuevo}`
                    : entry.sdesestadonuevo}
                </Badge>
              )}
            </Group>
          }
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.sdetalle}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {formatDayTime(entry.dfecha)} · {entry.snombreusuario} ({entry.susuario})
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
