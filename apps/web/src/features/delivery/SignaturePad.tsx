import { SIGNATURE_LIMITS } from '@carga/domain';
import { Box, Button, Group, Input, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

// The recipient signs on the screen (issue 29): a plain canvas fed by pointer events, so that a finger, a
// pen and a mouse all draw. Strokes are kept as points relative to the pad (0…1), so that a pad that
// changes size (a phone turned, the modal opening) draws them again at the new size instead of losing them.

const LABEL = 'Firma de quien retira';
const INK = '#1a2a4f';
/** The stroke's width in CSS pixels: what a ballpoint looks like at the counter. */
const STROKE = 2.5;
/** Denser than the screen on a phone, but no more than twice: the PNG stays small (tens of KB). */
const MAX_SCALE = 2;

type Point = [number, number];

function scaleOf() {
  return Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_SCALE);
}

function drawStrokes(canvas: HTMLCanvasElement, strokes: Point[][]) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  context.strokeStyle = INK;
  context.fillStyle = INK;
  context.lineWidth = STROKE * scaleOf();
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    if (rest.length === 0) {
      // A tap is a dot: a signature may end in one.
      context.arc(first[0] * width, first[1] * height, context.lineWidth / 2, 0, 2 * Math.PI);
      context.fill();
      continue;
    }
    context.moveTo(first[0] * width, first[1] * height);
    for (const [x, y] of rest) context.lineTo(x * width, y * height);
    context.stroke();
  }
}

/** The PNG the server takes: inside its bounds whatever the screen (a tiny or huge pad is scaled). */
function exportPng(canvas: HTMLCanvasElement, strokes: Point[][]): string {
  const L = SIGNATURE_LIMITS;
  const fit = Math.min(1, L.maxWidth / canvas.width, L.maxHeight / canvas.height);
  const grow = Math.max(1, L.minWidth / canvas.width, L.minHeight / canvas.height);
  const factor = fit < 1 ? fit : grow;
  if (factor === 1) return canvas.toDataURL('image/png');
  const copy = document.createElement('canvas');
  copy.width = Math.round(canvas.width * factor);
  copy.height = Math.round(canvas.height * factor);
  drawStrokes(copy, strokes);
  return copy.toDataURL('image/png');
}

/**
 * 'Firma de quien retira': draws with the finger, a pen or the mouse; 'Borrar firma' starts again. Answers
 * the PNG as a data URL after each stroke, and '' once cleared.
 */
export function SignaturePad({
  value,
  onChange,
  error,
  disabled,
  height = 180,
  label = LABEL,
}: {
  value: string;
  /** Who signs, as the pad's label says it ('Firma de quien retira' at the counter). */
  label?: string;
  onChange: (png: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  height?: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef<Point[] | null>(null);
  const [signed, setSigned] = useState(value !== '');

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    if (canvas) drawStrokes(canvas, strokes.current);
  }, []);

  // The canvas' own pixels follow its size on screen (times the device's density): sharp, never stretched.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const scale = scaleOf();
      const width = Math.round(canvas.clientWidth * scale);
      const tall = Math.round(canvas.clientHeight * scale);
      if (width === 0 || (canvas.width === width && canvas.height === tall)) return;
      canvas.width = width;
      canvas.height = tall;
      redraw();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [redraw]);

  // The form was reset from outside (a value of ''): the pad is emptied too.
  useEffect(() => {
    if (value !== '' || strokes.current.length === 0) return;
    strokes.current = [];
    setSigned(false);
    redraw();
  }, [value, redraw]);

  const pointOf = (event: { clientX: number; clientY: number }): Point => {
    const rect = (canvasRef.current as HTMLCanvasElement).getBoundingClientRect();
    const x = (event.clientX - rect.left) / rect.width;
    const y = (event.clientY - rect.top) / rect.height;
    return [Math.min(Math.max(x, 0), 1), Math.min(Math.max(y, 0), 1)];
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = [pointOf(event)];
    strokes.current = [...strokes.current, drawing.current];
    redraw();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = drawing.current;
    if (!stroke) return;
    event.preventDefault();
    // A fast finger gives several points a frame: all of them, for a smooth line.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const e of events.length > 0 ? events : [event]) stroke.push(pointOf(e));
    redraw();
  };

  const end = () => {
    const canvas = canvasRef.current;
    if (!drawing.current || !canvas) return;
    drawing.current = null;
    setSigned(true);
    onChange(exportPng(canvas, strokes.current));
  };

  const clear = () => {
    strokes.current = [];
    drawing.current = null;
    setSigned(false);
    redraw();
    onChange('');
  };

  return (
    <Input.Wrapper
      label={label}
      withAsterisk
      description="Firme dentro del recuadro con el dedo, un lápiz o el mouse"
      error={error}
    >
      <Box
        mt={6}
        pos="relative"
        h={height}
        style={{
          border: `1px ${signed ? 'solid' : 'dashed'} var(--mantine-color-${error ? 'red-6' : 'gray-5'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-white)',
          overflow: 'hidden',
        }}
      >
        {/* The line to sign on and the hint sit under the canvas (transparent), never in the PNG. */}
        <Box
          pos="absolute"
          left={24}
          right={24}
          bottom={36}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-4)', pointerEvents: 'none' }}
        />
        {!signed && (
          <Text
            pos="absolute"
            left={0}
            right={0}
            top="40%"
            ta="center"
            c="dimmed"
            size="sm"
            style={{ pointerEvents: 'none' }}
          >
            Firme aquí
          </Text>
        )}
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={signed ? `${label}: firmado` : `${label}: sin firmar`}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onLostPointerCapture={end}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            // The finger draws instead of scrolling the page or zooming it.
            touchAction: 'none',
            cursor: disabled ? 'not-allowed' : 'crosshair',
          }}
        />
      </Box>
      <Group justify="flex-end" mt={6}>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          leftSection={<IconEraser size={16} />}
          onClick={clear}
          disabled={disabled || !signed}
        >
          Borrar firma
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
