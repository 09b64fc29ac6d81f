import { Alert, Box, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useCameraScanner } from './useCameraScanner.ts';

/**
 * 'Usar cámara': the phone's rear camera reads the labels, each new code going where a typed one goes.
 * The preview is as wide as a phone's screen and no taller than half of it, so the field and the last
 * scans stay in sight; a frame in the middle shows where to hold the barcode.
 */
export function CameraScanner({
  onCode,
  onOpenChange,
}: {
  onCode: (code: string) => void;
  /** Told when the camera opens and closes. */
  onOpenChange?: (open: boolean) => void;
}) {
  const camera = useCameraScanner(onCode);
  const open = camera.state !== 'apagada';
  const told = useRef(onOpenChange);
  told.current = onOpenChange;
  useEffect(() => told.current?.(open), [open]);

  return (
    <Stack gap="xs">
      {open && (
        <Box
          pos="relative"
          w="100%"
          maw={560}
          bg="black"
          style={{ aspectRatio: '4 / 3', maxHeight: '50vh', borderRadius: 8, overflow: 'hidden' }}
        >
          <video
            ref={camera.video}
            aria-label="Vista de la cámara"
            muted
            playsInline
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          <Box
            aria-hidden
            pos="absolute"
            style={{
              inset: '25% 8%',
              border: '2px solid rgba(255, 255, 255, 0.85)',
              borderRadius: 8,
              boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.25)',
            }}
          />
          {camera.state === 'abriendo' && (
            <Stack pos="absolute" inset={0} align="center" justify="center" gap="xs">
              <Loader color="white" />
              <Text c="white" size="sm">
                Abriendo la cámara…
              </Text>
            </Stack>
          )}
        </Box>
      )}
      {camera.state === 'encendida' && (
        <Text size="sm" c="dimmed">
          Apunte al código de barras de la etiqueta; cada bulto se registra una vez.
        </Text>
      )}
      {camera.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {camera.error} Puede escribir el código en el campo.
        </Alert>
      )}
      {open ? (
        <Button
          variant="default"
          size="md"
          leftSection={<IconCameraOff size={18} />}
          onClick={camera.stop}
          style={{ alignSelf: 'flex-start' }}
        >
          Detener cámara
        </Button>
      ) : (
        <Button
          variant="light"
          size="md"
          leftSection={<IconCamera size={18} />}
          onClick={() => void camera.start()}
          style={{ alignSelf: 'flex-start' }}
        >
          Usar cámara
        </Button>
      )}
    </Stack>
  );
}
