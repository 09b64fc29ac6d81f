import type { AttachmentSummary } from '@carga/domain';
import { ActionIcon, Button, FileButton, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconEye, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCEPT, isImage } from '../../../../ui/files.ts';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { attachmentBody } from '../../files/attachment-body.ts';
import { FileCards, FileRows, PreviewModal } from '../../files/FileViews.tsx';
import { type OpenedFile, saveOpened, useOpenAttachment } from '../../files/open-attachment.ts';
import { useAddAttachment, useAttachments, useDeleteAttachment } from '../api.ts';
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
  const [preview, setPreview] = useState<OpenedFile | null>(null);
  const [reading, setReading] = useState(false);
  const resetRef = useRef<() => void>(null);

  const upload = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setReading(true);
    try {
      add.mutate(await attachmentBody(raId, file), { onError: (error) => errors.showError(error) });
    } catch (error) {
      errors.showError(error);
    } finally {
      setReading(false);
    }
  };

  // Spec 1 section 8: modal 'Error' with the server's text.
  const files = useOpenAttachment(raId, (error) =>
    errors.showError(error, { title: 'Error', message: error.message }),
  );
  const view = (file: AttachmentSummary) =>
    files.open(file, (opened) => (isImage(opened.type) ? setPreview(opened) : saveOpened(opened)));

  const list = attachments.data ?? [];
  const actions = (file: AttachmentSummary) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        aria-label={
          isImage(file.stipoadjunto) ? `Ver ${file.snombreadjunto}` : `Descargar ${file.snombreadjunto}`
        }
        loading={files.busy(file)}
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
    body = <FileCards files={list} actions={actions} />;
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
        <FileRows files={list} actions={actions} />
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
      <PreviewModal file={preview} onClose={() => setPreview(null)} size="xl" />
      {errors.modal}
    </WizardLayout>
  );
}
