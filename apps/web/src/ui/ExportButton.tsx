import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../api/client.ts';
import { type ExportProgress, type ExportRoute, exportFile } from './export-file.ts';

type Query = Record<string, string | number | undefined | null>;

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('es-CL')} KB`;

/**
 * 'Exportar' (issue 17): the rows of the list's applied filters (every page) as an .xlsx. While the file
 * arrives the button is disabled and a bar says how much came; a failure is a Spanish notification.
 */
export function ExportButton({ route, query }: { route: ExportRoute; query: Query }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const { Page: _page, ...filters } = query;

  const run = async () => {
    setProgress({ bytes: 0, rows: null });
    try {
      await exportFile(route, filters, setProgress);
    } catch (error) {
      notifications.show({
        title: 'No se pudo exportar',
        message: error instanceof ApiError ? error.message : 'La descarga se interrumpió. Intente de nuevo',
        color: 'red',
        withBorder: true,
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        leftSection={progress ? <Loader size={14} /> : <IconFileSpreadsheet size={16} />}
        onClick={run}
        disabled={progress !== null}
      >
        Exportar
      </Button>
      {progress && (
        <Group gap="xs" wrap="nowrap" role="status" aria-live="polite" w={{ base: '100%', xs: 260 }}>
          <Progress value={100} animated striped flex={1} aria-label="Exportando" />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {progress.rows === null
              ? `Exportando… ${kb(progress.bytes)}`
              : `${progress.rows.toLocaleString('es-CL')} filas · ${kb(progress.bytes)}`}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
