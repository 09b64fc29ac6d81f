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
import { type ReactNode, useState } from 'react';
import { CameraScanner } from './CameraScanner.tsx';
import { ReadySign } from './ReadySign.tsx';
import { type ScanFocus, useKeptFocus, useScanFocus } from './scan-focus.ts';
import { type ScanRow, useScanner } from './useScanner.ts';

/** What the screen's buttons beside 'Registrar' act on. */
export interface ScanActions {
  /** The last unit the server took at this screen. */
  lastAccepted: ScanResponse | null;
  /** The code in the field, as typed (empty when none). */
  typed: string;
  /** Takes the code out of the field, to act on it. */
  takeTyped: () => string;
  /** Sends a code as a scan of this screen; its answer (null: refused here, failed or pending). */
  submit: (code: string) => Promise<ScanResponse | null>;
  focus: ScanFocus;
}

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
  focus: given,
}: {
  /** Where the scans go ('/Scan/LoadingList/LC000042'). */
  path: string;
  /** The count line from the last answer ('3 de 5 bultos verificados'). */
  count: (last: ScanResponse | null) => ReactNode;
  /** Buttons acting on the code in the field or on the last unit accepted ('Dañado', 'Entregar'). */
  actions?: (act: ScanActions) => ReactNode;
  onAnswer?: (answer: ScanResponse) => void;
  /** The page's, when parts beside the panel give the focus back to the field too. */
  focus?: ScanFocus;
}) {
  const { rows, last, lastAccepted, pending, submit } = useScanner(path, onAnswer);
  const [code, setCode] = useState('');
  const own = useScanFocus();
  const focus = given ?? own;
  // The field keeps the focus: after each scan, dialog, notice or error, and when the person comes back.
  const ready = useKeptFocus(focus);

  const register = () => {
    void submit(code);
    setCode('');
    focus.focusField();
  };
  const takeTyped = () => {
    setCode('');
    return code;
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
            onCode={(read) => void submit(read)}
            onOpenChange={(open) => {
              focus.camera.current = open;
              if (!open) focus.focusField();
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
                ref={focus.field}
                label="Código de bulto"
                description={<ReadySign ready={ready} onTake={focus.focusField} />}
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
                {actions?.({ lastAccepted, typed: code, takeTyped, submit, focus })}
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
