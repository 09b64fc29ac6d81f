import { type DteDocument, formatPesos } from '@carga/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { formatDateTime } from '../../ui/format.ts';
import type { DocumentFile } from './api.ts';

export const FILES: Array<{ kind: DocumentFile; label: string; title: string }> = [
  { kind: 'carta', label: 'PDF', title: 'No fue posible descargar el PDF' },
  { kind: 'rollo80', label: 'Rollo 80 mm', title: 'No fue posible descargar el PDF en rollo' },
  { kind: 'xml', label: 'XML', title: 'No fue posible descargar el XML' },
];

const CODE_TEXT: Record<number, string> = { 1: 'Anula', 3: 'Corrige montos' };

/**
 * One issued document: 'Boleta electrónica N° 1 · $12.345 · PRUEBA', its date and its files; 'Anulada por
 * NC N° 3' once annulled, 'Nota de crédito' while it may be credited. A nota sits under its document,
 * with what it does and why.
 */
export function DocumentLine({
  doc,
  nota = false,
  annulledBy,
  onFile,
  onCredit,
  busy,
}: {
  doc: DteDocument;
  nota?: boolean | undefined;
  /** The nota de crédito that annulled it. */
  annulledBy?: DteDocument | undefined;
  onFile: (kind: DocumentFile) => void;
  onCredit?: (() => void) | undefined;
  busy: DocumentFile | null;
}) {
  const name = `${doc.stipo} N° ${doc.nfolio}`;
  return (
    <Stack
      gap={4}
      py={4}
      pl={nota ? 'md' : 0}
      style={{
        borderTop: '1px solid var(--mantine-color-gray-2)',
        ...(nota && { borderLeft: '3px solid var(--mantine-color-gray-3)' }),
      }}
    >
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600} td={doc.sindanulado === 'S' ? 'line-through' : undefined}>
          {name} · {formatPesos(doc.ntotal)}
        </Text>
        {doc.sindprueba === 'S' && (
          <Badge color="orange" variant="light" size="sm">
            PRUEBA
          </Badge>
        )}
        {doc.sindanulado === 'S' && (
          <Badge color="red" variant="light" size="sm">
            {annulledBy ? `Anulada por NC N° ${annulledBy.nfolio}` : 'Anulada'}
          </Badge>
        )}
      </Group>
      {nota && doc.srazonref && (
        <Text size="xs">
          {CODE_TEXT[doc.ncodref ?? 0] ?? 'Corrige'}: {doc.srazonref}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {doc.srazonsocialreceptor} ({doc.srutreceptor}) · {formatDateTime(doc.dfecemision)}
      </Text>
      <Group gap="xs" wrap="wrap">
        {FILES.map((f) => (
          <Button
            key={f.kind}
            size="xs"
            variant="light"
            loading={busy === f.kind}
            onClick={() => onFile(f.kind)}
            aria-label={`${f.label} de ${name}`}
          >
            {f.label}
          </Button>
        ))}
        {onCredit && (
          <Button
            size="xs"
            variant="outline"
            color="red"
            leftSection={<IconReceiptRefund size={14} />}
            onClick={onCredit}
            aria-label={`Nota de crédito de ${name}`}
          >
            Nota de crédito
          </Button>
        )}
      </Group>
    </Stack>
  );
}
