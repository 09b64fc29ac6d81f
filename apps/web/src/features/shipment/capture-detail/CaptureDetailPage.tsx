import { messages } from '@carga/domain';
import {
  ActionIcon,
  Button,
  FileButton,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconCamera, IconUpload, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ACCEPT } from '../../../ui/files.ts';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useRaDetail, useUploadAttachment } from '../api.ts';
import { PackageSummary } from '../detail/PackageSummary.tsx';
import { RaFacts } from '../detail/RaFacts.tsx';
import { AttachmentList } from '../files/AttachmentList.tsx';
import { attachmentBody } from '../files/attachment-body.ts';

const TITLE = 'Detalle de captura de imágenes';
const LIST = '/dashboard/captura';
const UPLOAD_TITLE = 'Subir imagen';

/** 'Detalle de captura de imágenes': the RA, its files, and a file upload (desktop) or the rear camera (phone). */
export function CaptureDetailPage() {
  const params = useParams();
  const id = Number(params.ra);
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const detail = useRaDetail(id);
  const upload = useUploadAttachment(id);
  const notices = useMessageModal();
  const resetRef = useRef<() => void>(null);
  const crumbs = [
    CRUMB.home,
    CRUMB.origin,
    { label: 'Captura de imágenes', to: LIST },
    { label: `RA ${params.ra}` },
  ];

  /** A photo from the camera is named 'Foto RA: {ra}' (spec 1 section 3); a chosen file keeps its name. */
  const send = async (file: File | null, fromCamera: boolean) => {
    resetRef.current?.();
    if (!file) return;
    try {
      const body = await attachmentBody(id, file, fromCamera ? `Foto RA: ${id}` : file.name);
      upload.mutate(body, {
        onSuccess: () => notices.showSuccess(UPLOAD_TITLE, messages.photoUploaded),
        onError: (error) => notices.showError(error, UPLOAD_TITLE),
      });
    } catch (error) {
      notices.showError(error, UPLOAD_TITLE);
    }
  };

  const close = (
    <Tooltip label="Cerrar" withArrow>
      <ActionIcon variant="subtle" size="lg" aria-label="Cerrar" onClick={() => navigate(LIST)}>
        <IconX size={20} />
      </ActionIcon>
    </Tooltip>
  );
  const header = (
    <PageHeader
      title={
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <span>{TITLE}</span>
          {!isMobile && close}
        </Group>
      }
      crumbs={isMobile ? undefined : crumbs}
    >
      {detail.data && (
        <Text c="dimmed" fw={600}>
          RA: {detail.data.ra.nidra}
        </Text>
      )}
    </PageHeader>
  );

  if (!Number.isInteger(id) || id <= 0 || detail.error) {
    return (
      <Stack gap="md">
        {header}
        <LoadError
          title="No fue posible cargar el RA"
          error={detail.error ?? new Error('El RA solicitado no existe')}
          onRetry={detail.error ? () => detail.refetch() : undefined}
        />
        <Group>
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(LIST)}>
            Volver
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!detail.data) {
    return (
      <Stack gap="md">
        {header}
        <Loading />
      </Stack>
    );
  }
  const { ra, adjuntoList, resumenBultos } = detail.data;
  const uploading = upload.isPending;

  const files = (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={4}>Archivos adjuntos</Title>
        {!isMobile && (
          <FileButton onChange={(file) => send(file, false)} accept={ACCEPT} resetRef={resetRef}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={uploading}>
                Subir archivo
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {!isMobile && (
        <Text size="xs" c="dimmed" mb="sm">
          Imágenes jpeg, jpg o png y documentos pdf de hasta 10 MB.
        </Text>
      )}
      <AttachmentList raId={ra.nidra} files={adjuntoList} />
    </Paper>
  );

  if (isMobile) {
    // On a phone the camera comes first, then what it adds to, then the RA.
    return (
      <Stack gap="md">
        {header}
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(LIST)}>
            Volver
          </Button>
          {/* The rear camera: the browser opens it for a file input with capture="environment". */}
          <FileButton
            onChange={(file) => send(file, true)}
            accept="image/*"
            capture="environment"
            resetRef={resetRef}
          >
            {(props) => (
              <Button
                {...props}
                leftSection={<IconCamera size={18} />}
                loading={uploading}
                style={{ flex: 1 }}
              >
                Activar cámara
              </Button>
            )}
          </FileButton>
        </Group>
        {files}
        <RaFacts ra={ra} compact />
        <PackageSummary summary={resumenBultos} />
        {notices.modal}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {header}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <RaFacts ra={ra} compact />
            {files}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PackageSummary summary={resumenBultos} />
        </Grid.Col>
      </Grid>
      {notices.modal}
    </Stack>
  );
}
