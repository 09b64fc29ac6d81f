import type { TruckCheck } from '@carga/domain';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { Link } from 'react-router';

/** 'Verificar carga' (issue 14): how many of the list's units were scanned onto the truck, and the way there. */
export function TruckCheckCard({ code, check, open }: { code: string; check: TruckCheck; open: boolean }) {
  const { nbultosverificados: done, nbultoslista: total } = check;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Verificación de carga">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={4}>Verificación de carga</Title>
          {open && (
            <Button
              component={Link}
              to={`/detalle/despacho-lista/${encodeURIComponent(code)}/verificar`}
              leftSection={<IconBarcode size={16} />}
              variant="light"
            >
              Verificar carga
            </Button>
          )}
        </Group>
        <Text>{`${done} de ${total} bultos verificados`}</Text>
        <Progress
          value={total > 0 ? (100 * done) / total : 0}
          color={done === total && total > 0 ? 'teal' : 'blue'}
        />
      </Stack>
    </Paper>
  );
}
