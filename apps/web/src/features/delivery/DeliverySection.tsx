import type { AttachmentSummary, DeliveryRecord } from '@carga/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDateTime } from '../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../ui/InfoGrid.tsx';
import { AttachmentList } from '../shipment/files/AttachmentList.tsx';

/** The delivery photo among the RA's files, or a stand-in the attachment preview can fetch by its id. */
function photoOf(
  entrega: DeliveryRecord,
  nidra: number,
  files: AttachmentSummary[],
): AttachmentSummary | null {
  if (entrega.nidadjunto === null) return null;
  return (
    files.find((file) => file.nidadjunto === entrega.nidadjunto) ?? {
      nidadjunto: entrega.nidadjunto,
      nidra,
      stipoadjunto: 'image/jpeg',
      snombreadjunto: 'Foto de la entrega',
      ntamano: 0,
      dfecregistro: entrega.dfhoentrega,
    }
  );
}

/** The RA detail's 'Entrega': who took the cargo, when, and the photo of the hand-over. */
export function DeliverySection({
  nidra,
  entrega,
  files,
}: {
  nidra: number;
  entrega: DeliveryRecord | null;
  files: AttachmentSummary[];
}) {
  if (!entrega) return null;
  const photo = photoOf(entrega, nidra, files);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="region"
      aria-label="Entrega"
      style={{ borderLeft: '4px solid var(--mantine-color-green-6)' }}
    >
      <Group gap="xs" mb="sm">
        <IconCircleCheck size={20} color="var(--mantine-color-green-7)" />
        <Title order={4}>Entrega</Title>
      </Group>
      <InfoGrid wide>
        <InfoItem label="Retirado por">{entrega.snombreretira}</InfoItem>
        <InfoItem label="Rut de quien retira">{entrega.srutretira}</InfoItem>
        <InfoItem label="Fecha de entrega">{formatDateTime(entrega.dfhoentrega)}</InfoItem>
        <InfoItem label="Registrado por">{entrega.susuario}</InfoItem>
      </InfoGrid>
      {photo && (
        <Stack gap={4} mt="md">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Foto de la entrega
          </Text>
          <AttachmentList raId={nidra} files={[photo]} />
        </Stack>
      )}
    </Paper>
  );
}
