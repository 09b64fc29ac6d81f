import { LIMITS, type ScanResponse } from '@carga/domain';
import {
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClockHour4 } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CameraScanner } from './CameraScanner.tsx';
import { type ScanRow, useScanner } from './useScanner.ts';

function RowIcon({ row }: { row: ScanRow }) {
  if (row.state === 'pendiente')
    return (
      <ThemeIcon variant="light" color="gray" radius="xl" aria-label="Pendiente">
        <IconClockHour4 size={16} />
      </ThemeIcon>
    );
  const ok = row.state === 'respondido' && row.answer.sresultado === 'ACEPTADO';
  return (
    <ThemeIcon
      variant="light"
      color={ok ? 'teal' : 'red'}
      radius="xl"
      aria-label={ok ? 'Aceptado' : 'Rechazado'}
    >
      {ok ? <IconCheck size={16} /> : <IconAlertTriangle size={16} />}
    </ThemeIcon>
  );
}

const rowText = (row: ScanRow) =>
  row.state === 'pendiente'
    ? 'Pendiente de envío'
    : row.state === 'error'
      ? row.message
      : row.answer.smensaje;

/**
 * The scanning screen's body, for a phone held in one hand and for a desk with a scanner: a code field that
 * keeps the focus (a keyboard-wedge scanner types the code and Enter), a large 'Registrar' button for a
 * code typed by hand, the phone's camera as a scanner, the running count, and every scan of this visit,
 * newest first. Every way in goes through the same `submit`: outbox, sound and list alike.
 */
export function ScanPanel({
  path,
  count,
  actions,
  onAnswer,
}: {
  /** Where the scans go ('/Scan/LoadingList/LC000042'). */
  path: string;
  /** The count line from the last answer ('3 de 5 bultos verificados'). */
  count: (last: ScanResponse | null) => ReactNode;
  /** Buttons acting on the last unit accepted ('Dañado'). */
  actions?: (lastAccepted: ScanResponse | null) => ReactNode;
  onAnswer?: (answer: ScanResponse) => void;
}) {
  const { rows, last, lastAccepted, pending, submit } = useScanner(path, onAnswer);
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);

  // While the camera reads, a phone's keyboard popping up would cover it (the camera's permission dialog
  // takes the window's focus and gives it back).
  const cameraOpen = useRef(false);

  // The field keeps the focus: after each scan, and when the person comes back to the page.
  useEffect(() => {
    const focus = () => {
      if (!cameraOpen.current) field.current?.focus();
    };
    focus();
    window.addEventListener('focus', focus);
    return () => window.removeEventListener('focus', focus);
  }, []);

  const register = () => {
    submit(code);
    setCode('');
    field.current?.focus();
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} aria-live="polite">
              {count(last)}
            </Title>
            {pending > 0 && (
              <Badge color="orange" variant="light" size="lg">
                {pending === 1 ? '1 escaneo pendiente de envío' : `${pending} escaneos pendientes de envío`}
              </Badge>
            )}
          </Group>
          <CameraScanner
            onCode={submit}
            onOpenChange={(open) => {
              cameraOpen.current = open;
              if (!open) field.current?.focus();
            }}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              register();
            }}
          >
            <Stack gap="sm">
              <TextInput
                ref={field}
                label="Código de bulto"
                placeholder="RA-000123-01/05"
                size="lg"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={LIMITS.scanCode}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
              <Group gap="sm" grow>
                <Button type="submit" size="lg" disabled={code.trim() === ''}>
                  Registrar
                </Button>
                {actions?.(lastAccepted)}
              </Group>
            </Stack>
          </form>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="sm">
          Escaneos
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">Escanee la etiqueta de un bulto o escriba su código.</Text>
        ) : (
          <ScrollArea.Autosize mah={480}>
            <Stack
              gap="xs"
              component="ol"
              aria-label="Escaneos"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {rows.map((row) => (
                <Group key={row.sclave} component="li" wrap="nowrap" align="flex-start" gap="sm">
                  <RowIcon row={row} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {row.scodigo}
                    </Text>
                    <Text
                      size="sm"
                      c={row.state === 'pendiente' ? 'dimmed' : undefined}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {rowText(row)}
                    </Text>
                  </Stack>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Paper>
    </Stack>
  );
}
