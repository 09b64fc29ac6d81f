import type { AttachmentSummary } from '@carga/domain';
import { Center, Group, Image, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isPreviewable } from '../../../ui/files.ts';
import { formatDateTime } from '../../../ui/format.ts';
import type { OpenedFile } from './open-attachment.ts';

// How an RA's files show, in the wizard's step 6 and in the RA detail alike.

type Actions = (file: AttachmentSummary) => ReactNode;

export function FileIcon({ type }: { type: string }) {
  return isPreviewable(type) ? (
    <IconPhoto size={18} color="var(--mantine-color-blue-6)" style={{ flexShrink: 0 }} />
  ) : (
    <IconFileTypePdf size={18} color="var(--mantine-color-red-6)" style={{ flexShrink: 0 }} />
  );
}

/** On a phone: one card a file, its name and date beside its actions. */
export function FileCards({ files, actions }: { files: AttachmentSummary[]; actions: Actions }) {
  return (
    <Stack gap="xs" role="list" aria-label="Archivos adjuntos">
      {files.map((file) => (
        <Paper key={file.nidadjunto} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <FileIcon type={file.stipoadjunto} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {file.snombreadjunto}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(file.dfecregistro)}
                </Text>
              </div>
            </Group>
            {actions(file)}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The table's rows: name with its icon, date, actions. */
export function FileRows({ files, actions }: { files: AttachmentSummary[]; actions: Actions }) {
  return (
    <Table.Tbody>
      {files.map((file) => (
        <Table.Tr key={file.nidadjunto}>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <FileIcon type={file.stipoadjunto} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.snombreadjunto}
              </Text>
            </Group>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(file.dfecregistro)}</Table.Td>
          <Table.Td>{actions(file)}</Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}

/** An image, at most 70% of the screen's height, titled with its name. */
export function PreviewModal({
  file,
  onClose,
  size,
  fullScreen,
  footer,
}: {
  file: OpenedFile | null;
  onClose: () => void;
  size: string;
  fullScreen?: boolean;
  footer?: ReactNode;
}) {
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file?.name}
      size={size}
      centered
      fullScreen={fullScreen}
    >
      {file && (
        <Stack gap="md">
          <Center>
            <Image src={file.dataUrl} alt={file.name} fit="contain" mah="70vh" radius="sm" />
          </Center>
          {footer}
        </Stack>
      )}
    </Modal>
  );
}
