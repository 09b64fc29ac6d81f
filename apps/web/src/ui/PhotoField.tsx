import { MAX_ATTACHMENT_BYTES, messages } from '@carga/domain';
import { Button, CloseButton, FileButton, Group, Image, Input, Paper, Text } from '@mantine/core';
import { IconCamera, IconPhotoUp } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { attachmentType, isImage, readAsDataUrl } from './files.ts';
import { useIsMobile } from './useIsMobile.ts';

/** A photo taken or chosen: its data URL and file name. */
export interface PhotoValue {
  dataUrl: string;
  name: string;
}

const LABEL = 'Foto de la entrega';
const ACCEPT_IMAGES = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** Why a photo cannot be sent, or null: a JPG or PNG of 10 MB at most. */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  const type = attachmentType(file);
  if (!type || !isImage(type)) return messages.deliveryPhotoNotImage;
  if (file.size > MAX_ATTACHMENT_BYTES) return messages.fileTooLarge;
  if (file.size === 0) return messages.fileEmpty;
  return null;
}

/**
 * The optional photo of the hand-over: a file on a desktop, the rear camera on a phone (as the image
 * capture screen takes it), with a preview and a way to take it out again.
 */
export function PhotoField({
  value,
  onChange,
  disabled,
  label = LABEL,
}: {
  value: PhotoValue | null;
  onChange: (photo: PhotoValue | null) => void;
  disabled?: boolean;
  /** 'Foto de la entrega' unless another photo ('Foto del daño') uses the field. */
  label?: string;
}) {
  const isMobile = useIsMobile();
  const resetRef = useRef<() => void>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = photoProblem(file);
    setError(problem);
    if (problem) return;
    try {
      onChange({ dataUrl: await readAsDataUrl(file), name: file.name || label });
    } catch {
      setError(messages.fileEmpty);
    }
  };

  return (
    <Input.Wrapper label={label} description="Opcional: JPG o PNG de hasta 10 MB" error={error}>
      {value ? (
        <Paper withBorder radius="md" p="xs" mt={6}>
          <Group wrap="nowrap" gap="sm" justify="space-between">
            <Group wrap="nowrap" gap="sm" miw={0}>
              <Image src={value.dataUrl} alt={label} w={64} h={64} radius="sm" fit="cover" />
              <Text size="sm" truncate>
                {value.name}
              </Text>
            </Group>
            <CloseButton aria-label="Quitar foto" disabled={disabled} onClick={() => onChange(null)} />
          </Group>
        </Paper>
      ) : (
        <Group mt={6}>
          {/* On a phone the browser opens the rear camera for a file input with capture="environment". */}
          <FileButton
            onChange={pick}
            accept={isMobile ? 'image/*' : ACCEPT_IMAGES}
            capture={isMobile ? 'environment' : undefined}
            resetRef={resetRef}
            disabled={disabled}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                fullWidth={isMobile}
                leftSection={isMobile ? <IconCamera size={18} /> : <IconPhotoUp size={18} />}
              >
                {isMobile ? 'Activar cámara' : 'Elegir foto'}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Input.Wrapper>
  );
}
