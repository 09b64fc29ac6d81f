import { type ArrivalSeal, securitySeal } from '@carga/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../ui/format.ts';
import { useSaveArrivalSeal } from '../api.ts';

/** The seal the list left with and the one found at the destination (the Recibir detail's header). */
type ListSeals = ArrivalSeal & { scodlistacarga: string; sselloseguridad: string | null };

/** The red flag of a seal incident: the seal found on the truck is not the one it left with. */
export function SealIncidentAlert({
  dispatched,
  found,
  list,
}: {
  dispatched: string | null;
  found: string;
  /** Named when the alert may stand for one of several lists (the RA detail). */
  list?: string;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={list ? `Sello distinto en la lista ${list}` : 'Sello distinto al despachado'}
      role="alert"
    >
      {`Incidencia: el sello de llegada (${found}) no coincide con el despachado (${dispatched ?? 'sin sello'})`}
    </Alert>
  );
}

/**
 * 'Sello de llegada': the seal found on the truck, typed or read by a keyboard-wedge scanner (the code and
 * Enter), while the list travels; registering again corrects it until the list is received. A blind check
 * (issue 29): the dispatched seal is never shown before one is recorded (the server does not send it), and
 * a mismatch then names both.
 */
export function ArrivalSealForm({ seals, onSaved }: { seals: ListSeals; onSaved?: () => void }) {
  const save = useSaveArrivalSeal(seals.scodlistacarga);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const register = () => {
    const parsed = securitySeal.safeParse(value);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        setValue('');
        onSaved?.();
      },
    });
  };
  const recorded = seals.ssellollegada
    ? `Registrado: ${seals.ssellollegada}${seals.dfhosellollegada ? ` (${formatDateTime(seals.dfhosellollegada)})` : ''}`
    : 'Escanee o escriba el sello que trae el camión';

  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="Sello de llegada">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          register();
        }}
      >
        <Stack gap="xs">
          <TextInput
            label="Sello de llegada"
            description={recorded}
            leftSection={<IconLock size={16} />}
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem ?? (save.error instanceof Error ? save.error.message : undefined)}
          />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={save.isPending} disabled={value.trim() === ''}>
              Registrar sello
            </Button>
            {seals.ssellollegada && seals.sindincidenciasello === 'N' && (
              <Text size="sm" c="teal.8">
                El sello de llegada coincide con el despachado.
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
