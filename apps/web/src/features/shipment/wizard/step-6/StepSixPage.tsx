import type { AttachmentPreview, AttachmentSummary } from '@carga/domain';
import {
  ActionIcon,
  Button,
  Center,
  FileButton,
  Group,
  Image,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  IconDownload,
  IconEye,
  IconFileTypePdf,
  IconPhoto,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsMobile } from '../../../../app/shell/useIsMobile.ts';
import {
  ACCEPT,
  asDataUrl,
  attachmentType,
  fileProblem,
  isImage,
  readAsDataUrl,
} from '../../../../ui/files.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { dataUrlToBlob, saveBlob } from '../../download.ts';
import { useAddAttachment, useAttachmentFile, useAttachments, useDeleteAttachment } from '../api.ts';
import { useErrorModal } from '../ErrorModal.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { StepGate } from '../StepGate.tsx';
import { stepPath } from '../steps.ts';
import { WizardLayout } from '../WizardLayout.tsx';
import { wizardStore } from '../wizard-store.ts';

export function StepSixPage() {
  return <StepGate step={6}>{(raId) => <StepSix raId={raId!} />}</StepGate>;
}

function StepSix({ raId }: { raId: number }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const errors = useErrorModal();
  const attachments = useAttachments(raId);
  const add = useAddAttachment(raId);
  const remove = useDeleteAttachment(raId);
  const open = useAttachmentFile(raId);
  const [preview, setPreview] = useState<AttachmentPreview | null>(null);
  const [reading, setReading] = useState(false);
  const resetRef = useRef<() => void>(null);

  const upload = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return errors.show({ message: problem });
    setReading(true);
    try {
      const b64archivo = await readAsDataUrl(file);
      add.mutate(
        { nidra: raId, stipoadjunto: attachmentType(file)!, snombreadjunto: file.name, b64archivo },
        { onError: (error) => errors.showError(error) },
      );
    } catch (error) {
      errors.showError(error);
    } finally {
      setReading(false);
    }
  };

  const view = (file: AttachmentSummary) =>
    open.mutate(file.nidadjunto, {
      onSuccess: (data) => {
        const type = data.stipoadjunto || file.stipoadjunto;
        if (isImage(type)) setPreview({ ...data, b64archivo: asDataUrl(data.b64archivo, type) });
        else saveBlob(dataUrlToBlob(data.b64archivo, type), data.snombreadjunto || file.snombreadjunto);
      },
      // Spec 1 section 8: modal 'Error' with the server's text.
      onError: (error) => errors.showError(error, { title: 'Error', message: error.message }),
    });

  const list = attachments.data ?? [];
  const actions = (file: AttachmentSummary) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        aria-label={
          isImage(file.stipoadjunto) ? `Ver ${file.snombreadjunto}` : `Descargar ${file.snombreadjunto}`
        }
        loading={open.isPending && open.variables === file.nidadjunto}
        onClick={() => view(file)}
      >
        {isImage(file.stipoadjunto) ? <IconEye size={18} /> : <IconDownload size={18} />}
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Eliminar ${file.snombreadjunto}`}
        loading={remove.isPending && remove.variables === file.nidadjunto}
        onClick={() => remove.mutate(file.nidadjunto, { onError: (error) => errors.showError(error) })}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
  const icon = (file: AttachmentSummary) =>
    isImage(file.stipoadjunto) ? (
      <IconPhoto size={18} color="var(--mantine-color-blue-6)" />
    ) : (
      <IconFileTypePdf size={18} color="var(--mantine-color-red-6)" />
    );

  let body: ReactNode;
  if (attachments.error) {
    body = (
      <LoadFailed
        error={attachments.error}
        showError={errors.showError}
        onRetry={() => attachments.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="md">
        No hay imágenes adjuntas
      </Text>
    );
  } else if (isMobile) {
    body = (
      <Stack gap="xs">
        {list.map((file) => (
          <Paper key={file.nidadjunto} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
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
    );
  } else {
    body = (
      <Table striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Fecha</Table.Th>
            <Table.Th w={90} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((file) => (
            <Table.Tr key={file.nidadjunto}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {icon(file)}
                  <Text size="sm">{file.snombreadjunto}</Text>
                </Group>
              </Table.Td>
              <Table.Td>{formatDateTime(file.dfecregistro)}</Table.Td>
              <Table.Td>{actions(file)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <WizardLayout
      step={6}
      loading={attachments.isPending}
      onContinue={() => {
        wizardStore.completeStep(6);
        navigate(stepPath(7));
      }}
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              Imágenes JPG o PNG y documentos PDF de hasta 10 MB.
            </Text>
            <FileButton onChange={upload} accept={ACCEPT} resetRef={resetRef}>
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={16} />}
                  loading={reading || add.isPending}
                  fullWidth={isMobile}
                >
                  Subir archivo
                </Button>
              )}
            </FileButton>
          </Group>
        </Paper>
        {body}
      </Stack>
      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={preview?.snombreadjunto}
        size="xl"
        centered
      >
        {preview && (
          <Center>
            <Image src={preview.b64archivo} alt={preview.snombreadjunto} mah="70vh" fit="contain" />
          </Center>
        )}
      </Modal>
      {errors.modal}
    </WizardLayout>
  );
}
