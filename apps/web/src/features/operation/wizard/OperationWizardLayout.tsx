import { Badge, Button, Center, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { WizardPanel } from '../../../ui/WizardPanel.tsx';
import { clearOperationWizard, readSteps } from '../wizard-storage.ts';

export const OPERATION_STEPS = [
  { n: 1, title: 'Operación (Datos generales)', path: '/nuevo-ingreso/operacion' },
  { n: 2, title: 'Costo', path: '/nuevo-ingreso/costo' },
  { n: 3, title: 'Venta', path: '/nuevo-ingreso/venta' },
] as const;
export type OperationStep = 1 | 2 | 3;

/** The frame of the three steps: title, 'Cerrar', the step list, the step's content and its buttons. */
export function OperationWizardLayout({
  step,
  operationId,
  status,
  children,
  actions,
}: {
  step: OperationStep;
  operationId: number | null;
  status: string | null;
  children: ReactNode;
  actions: ReactNode;
}) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const steps = readSteps();
  const leave = () => {
    clearOperationWizard();
    navigate('/dashboard/operaciones');
  };
  const current = OPERATION_STEPS.find((s) => s.n === step) ?? OPERATION_STEPS[0];
  const title = operationId === null ? 'Nueva operación' : `Operación ${operationId}`;

  return (
    <Stack gap={isMobile ? 'sm' : 'md'}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <PageHeader
          title={title}
          crumbs={[
            { label: 'Bodega' },
            { label: 'Operaciones', to: '/dashboard/operaciones' },
            { label: current.title },
          ]}
        />
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {!isMobile && status && operationId !== null && (
            <Badge color={status === 'ABIERTA' ? 'teal' : 'gray'} variant="light">
              {status}
            </Badge>
          )}
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            onClick={leave}
            size={isMobile ? 'xs' : 'sm'}
          >
            Cerrar
          </Button>
        </Group>
      </Group>

      {isMobile ? (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm" aria-current="step">
              Paso {step} de 3 · {current.title}
            </Text>
            {status && operationId !== null && (
              <Badge color={status === 'ABIERTA' ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                {status}
              </Badge>
            )}
          </Group>
          <Progress value={(step / 3) * 100} size="sm" mt={8} aria-hidden />
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="xs">
          <Group
            component="ol"
            gap="lg"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Pasos de la operación"
          >
            {OPERATION_STEPS.map((s) => {
              const done = s.n < step || (s.n === 3 && steps.paso3 && step !== 3);
              const active = s.n === step;
              const color = done
                ? 'var(--mantine-color-teal-6)'
                : active
                  ? 'var(--mantine-color-blue-6)'
                  : undefined;
              return (
                <Group
                  component="li"
                  key={s.n}
                  gap="xs"
                  wrap="nowrap"
                  aria-current={active ? 'step' : undefined}
                >
                  <Center
                    w={26}
                    h={26}
                    style={{
                      borderRadius: '50%',
                      fontSize: 12,
                      fontWeight: 700,
                      border: `2px solid ${color ?? 'var(--mantine-color-gray-4)'}`,
                      background: color ?? 'transparent',
                      color: color ? 'white' : 'inherit',
                    }}
                  >
                    {done ? <IconCheck size={14} stroke={3} /> : s.n}
                  </Center>
                  <Text size="sm" fw={active ? 600 : 400} c={active || done ? undefined : 'dimmed'}>
                    {s.title}
                  </Text>
                </Group>
              );
            })}
          </Group>
        </Paper>
      )}

      <WizardPanel title={current.title}>
        {children}
        <div
          style={{
            borderTop: '1px solid var(--mantine-color-gray-3)',
            paddingTop: 'var(--mantine-spacing-md)',
          }}
        >
          {actions}
        </div>
      </WizardPanel>
    </Stack>
  );
}
