import {
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Progress,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { WizardPanel } from '../../../ui/WizardPanel.tsx';
import { useWizardRa } from './StepGate.tsx';
import { STEP_TITLES, stepPath } from './steps.ts';
import { useLeaveWizard } from './useLeaveWizard.ts';
import classes from './WizardLayout.module.css';
import { STEP_COUNT, STEPS, type StepNumber, stepStatus, useWizardState } from './wizard-store.ts';

export const LOADING_TEXT = 'Cargando información...';

export interface WizardLayoutProps {
  step: StepNumber;
  children?: ReactNode;
  /** The step's data is still on its way. */
  loading?: boolean;
  onContinue?: () => void;
  continuing?: boolean;
  continueDisabled?: boolean;
  /** Replaces Volver/Continuar (the print step). */
  actions?: ReactNode;
  /** Hides Volver, Continuar and Salir (the finished RA). */
  finished?: boolean;
}

/** The frame of every wizard step: progress, 'RA: {id}', Salir, Volver and Continuar. */
export function WizardLayout({
  step,
  children,
  loading,
  onContinue,
  continuing,
  continueDisabled,
  actions,
  finished,
}: WizardLayoutProps) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const raId = useWizardRa();
  const [exitOpen, exit] = useDisclosure(false);

  const leave = useLeaveWizard();
  const back = () => (step === 1 ? exit.open() : navigate(stepPath((step - 1) as StepNumber)));

  const title = step === 1 ? 'Nuevo ingreso' : `RA: ${raId ?? ''}`;

  return (
    <Stack gap={isMobile ? 'sm' : 'md'}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <PageHeader title={title} crumbs={[{ label: 'Origen' }, { label: 'Nuevo ingreso' }]} />
        {!finished && (
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            onClick={exit.open}
            size={isMobile ? 'xs' : 'sm'}
            style={{ flexShrink: 0 }}
          >
            Salir
          </Button>
        )}
      </Group>

      {isMobile ? (
        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm" aria-current="step">
            Paso {step} de {STEP_COUNT} · {STEP_TITLES[step]}
          </Text>
          <Progress value={(step / STEP_COUNT) * 100} size="sm" mt={8} aria-hidden />
        </Paper>
      ) : null}

      <div className={isMobile ? undefined : classes.body}>
        {!isMobile && (
          <Paper withBorder radius="md" p="xs" className={classes.aside}>
            <StepList current={step} onOpen={(n) => navigate(stepPath(n))} />
          </Paper>
        )}
        <WizardPanel title={STEP_TITLES[step]} className={isMobile ? classes.mobileContent : classes.content}>
          {loading ? (
            <Center py="xl">
              <Group gap="sm">
                <Loader size="sm" />
                <Text c="dimmed">{LOADING_TEXT}</Text>
              </Group>
            </Center>
          ) : (
            children
          )}
          {!finished && (
            <Box className={classes.footer}>
              {actions ?? (
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
                    Volver
                  </Button>
                  {onContinue && (
                    <Button
                      rightSection={<IconArrowRight size={16} />}
                      onClick={onContinue}
                      loading={continuing}
                      disabled={loading || continueDisabled}
                    >
                      Continuar
                    </Button>
                  )}
                </Group>
              )}
            </Box>
          )}
        </WizardPanel>
      </div>

      <Modal opened={exitOpen} onClose={exit.close} title="Salir del ingreso" centered>
        <Stack>
          <Text>¿Desea salir sin guardar? Todos los cambios se perderán</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={exit.close}>
              Seguir editando
            </Button>
            <Button color="red" onClick={leave}>
              Salir
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The 7 steps: reached ones can be opened again; completed ones show a check. */
function StepList({ current, onOpen }: { current: StepNumber; onOpen: (step: StepNumber) => void }) {
  const state = useWizardState();
  return (
    <ol className={classes.steps} aria-label="Pasos del ingreso">
      {STEPS.map((n) => {
        const status = stepStatus(state.pasos, n, current);
        const reached = status !== 'pending' && (n === 1 || state.cargoRA !== null);
        const marker = <StepMarker n={n} status={status} />;
        const label = (
          <>
            {marker}
            <span>{STEP_TITLES[n]}</span>
          </>
        );
        return (
          <li key={n}>
            {reached && status !== 'active' ? (
              <UnstyledButton className={classes.step} data-reached onClick={() => onOpen(n)}>
                {label}
              </UnstyledButton>
            ) : (
              <div
                className={classes.step}
                data-active={status === 'active' || undefined}
                data-reached={reached || undefined}
                aria-current={status === 'active' ? 'step' : undefined}
              >
                {label}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function StepMarker({ n, status }: { n: StepNumber; status: ReturnType<typeof stepStatus> }) {
  const color =
    status === 'completed'
      ? 'var(--mantine-color-teal-6)'
      : status === 'active'
        ? 'var(--mantine-color-blue-6)'
        : undefined;
  const filled = status === 'completed' || status === 'active';
  return (
    <Center
      w={26}
      h={26}
      style={{
        flexShrink: 0,
        borderRadius: '50%',
        fontSize: 12,
        fontWeight: 700,
        border: `2px solid ${color ?? 'var(--mantine-color-gray-4)'}`,
        background: filled ? color : 'transparent',
        color: filled ? 'white' : 'inherit',
      }}
      aria-label={status === 'completed' ? 'completado' : undefined}
    >
      {status === 'completed' ? <IconCheck size={14} stroke={3} /> : n}
    </Center>
  );
}
