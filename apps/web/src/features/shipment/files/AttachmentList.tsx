import { type AttachmentSummary, messages } from '@carga/domain';
import { ActionIcon, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { isPreviewable } from '../../../ui/files.ts';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { FileCards, FileRows, PreviewModal } from './FileViews.tsx';
import { type OpenedFile, saveOpened, useOpenAttachmentFile } from './open-attachment.ts';

/** An RA's files: name and date, a preview for png and jpeg, a download for every file. */
export function AttachmentList({ raId, files }: { raId: number; files: AttachmentSummary[] }) {
  const isMobile = useIsMobile();
  const notices = useMessageModal();
  // Spec 1 section 8: modal 'Error' with the server's text.
  const { open, busy } = useOpenAttachmentFile(raId, (error) => notices.showError(error, 'Error'));
  const [preview, setPreview] = useState<OpenedFile | null>(null);

  if (files.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {messages.noAttachments}
      </Text>
    );
  }

  const actions = (file: AttachmentSummary) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {isPreviewable(file.stipoadjunto) && (
        <Tooltip label="Ver" withArrow>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Ver ${file.snombreadjunto}`}
            disabled={busy(file)}
            onClick={() => open(file, setPreview)}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Descargar" withArrow>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`Descargar ${file.snombreadjunto}`}
          loading={busy(file)}
          onClick={() => open(file, saveOpened)}
        >
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <>
      {isMobile ? (
        <FileCards files={files} actions={actions} />
      ) : (
        <Table verticalSpacing="xs" aria-label="Archivos adjuntos" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Fecha</Table.Th>
              <Table.Th ta="right">Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <FileRows files={files} actions={actions} />
        </Table>
      )}
      <PreviewModal
        file={preview}
        onClose={() => setPreview(null)}
        size="lg"
        fullScreen={isMobile}
        footer={
          preview && (
            <Group justify="flex-end">
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                onClick={() => saveOpened(preview)}
              >
                Descargar
              </Button>
            </Group>
          )
        }
      />
      {notices.modal}
    </>
  );
}
