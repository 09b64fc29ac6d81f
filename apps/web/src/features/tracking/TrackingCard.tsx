import { ActionIcon, Anchor, CopyButton, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTrackingCode } from './api.ts';
import { DeliveryProofButton } from './DeliveryProofButton.tsx';

// The detail's 'Seguimiento público' box: the code the customer follows the cargo with, its link, and
// once delivered the proof of delivery. The code shows once the wizard has finished.

const wrapping = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

export function TrackingCard({ nidra, delivered }: { nidra: number; delivered: boolean }) {
  const code = useTrackingCode(nidra);
  const { scodigo, surl } = code.data ?? { scodigo: null, surl: null };
  if (!scodigo && !delivered) return null;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Seguimiento público">
      <Title order={4} mb="sm">
        Seguimiento público
      </Title>
      <Stack gap="xs">
        {scodigo && surl && (
          <>
            <Text size="xs" c="dimmed">
              Código de seguimiento
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text ff="monospace" fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {scodigo}
              </Text>
              <CopyButton value={surl}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Enlace copiado' : 'Copiar enlace'} withArrow>
                    <ActionIcon variant="subtle" onClick={copy} aria-label="Copiar enlace de seguimiento">
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Anchor href={surl} target="_blank" rel="noreferrer" size="sm">
              Ver página de seguimiento
            </Anchor>
          </>
        )}
        {delivered && <DeliveryProofButton nidra={nidra} fullWidth styles={wrapping} />}
      </Stack>
    </Paper>
  );
}
