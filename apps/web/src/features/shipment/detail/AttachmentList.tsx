import { type AttachmentPreview, type AttachmentSummary, messages } from '@carga/domain';
import { ActionIcon, Button, Group, Image, Modal, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useIsMobile } from '../../../app/shell/useIsMobile.ts';
import { asDataUrl, isPreviewable } from '../../../ui/files.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { dataUrlToBlob, saveBlob } from '../../shipment/download.ts';
import { useAttachmentFile } from '../api.ts';

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/jpg': '.jpg',
  'application/pdf': '.pdf',
};

/** 'Foto RA: 12' has no extension: the saved file gets one from its type. */
function downloadName(name: string, type: string) {
  const extension = EXTENSIONS[type] ?? '';
  return extension && !name.toLowerCase().endsWith(extension) && !/\.(jpe?g|png|pdf)$/i.test(name)
    ? `${name}${extension}`
    : name;
}

/** An RA's files: name and date, a preview for png and jpeg, a download for every file. */
export function AttachmentList({ raId, files }: { raId: number; files: AttachmentSummary[] }) {
  const isMobile = useIsMobile();
  const fetchFile = useAttachmentFile(raId);
  const notices = useMessageModal();
  const [preview, setPreview] = useState<AttachmentPreview | null>(null);

  const open = (file: AttachmentSummary, mode: 'preview' | 'download') =>
    fetchFile.mutate(file.nidadjunto, {
      onSuccess: (data) => {
        const type = data.stipoadjunto || file.stipoadjunto;
        const name = data.snombreadjunto || file.snombreadjunto;
        if (mode === 'preview')
          setPreview({ ...data, stipoadjunto: type, b64archivo: asDataUrl(data.b64archivo, type) });
        else saveBlob(dataUrlToBlob(data.b64archivo, type), downloadName(name, type));
      },
      // Spec 1 section 8: modal 'Error' with the server's text.
      onError: (error) => notices.showError(error, 'Error'),
    });

  if (files.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {messages.noAttachments}
      </Text>
    );
  }

  const busy = (file: AttachmentSummary) => fetchFile.isPending && fetchFile.variables === file.nidadjunto;
  const actions = (file: AttachmentSummary) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {isPreviewable(file.stipoadjunto) && (
        <Tooltip label="Ver" withArrow>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Ver ${file.snombreadjunto}`}
            disabled={busy(file)}
            onClick={() => open(file, 'preview')}
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
          onClick={() => open(file, 'download')}
        >
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  const icon = (file: AttachmentSummary) =>
    isPreviewable(file.stipoadjunto) ? (
      <IconPhoto size={18} color="var(--mantine-color-blue-6)" style={{ flexShrink: 0 }} />
    ) : (
      <IconFileTypePdf size={18} color="var(--mantine-color-red-6)" style={{ flexShrink: 0 }} />
    );

  return (
    <>
      {isMobile ? (
        <Stack gap="xs" role="list" aria-label="Archivos adjuntos">
          {files.map((file) => (
            <Paper key={file.nidadjunto} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  {icon(file)}
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
      ) : (
        <Table verticalSpacing="xs" aria-label="Archivos adjuntos" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Fecha</Table.Th>
              <Table.Th ta="right">Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.nidadjunto}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {icon(file)}
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
        </Table>
      )}
      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={preview?.snombreadjunto}
        size="lg"
        centered
        fullScreen={isMobile}
      >
        {preview && (
          <Stack gap="md">
            <Image
              src={preview.b64archivo}
              alt={preview.snombreadjunto}
              fit="contain"
              mah="70vh"
              radius="sm"
            />
            <Group justify="flex-end">
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                onClick={() =>
                  saveBlob(
                    dataUrlToBlob(preview.b64archivo, preview.stipoadjunto),
                    downloadName(preview.snombreadjunto, preview.stipoadjunto),
                  )
                }
              >
                Descargar
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {notices.modal}
    </>
  );
}
