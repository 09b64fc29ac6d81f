import { type DteDocument, formatPesos } from '@carga/domain';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { formatDateTime } from '../../ui/format.ts';
import { LoadError } from '../../ui/LoadState.tsx';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import { type DocumentFile, useDownloadDocument, useIssueDocument, useRaDocuments } from './api.ts';

const FILES: Array<{ kind: DocumentFile; label: string; title: string }> = [
  { kind: 'carta', label: 'PDF', title: 'No fue posible descargar el PDF' },
  { kind: 'rollo80', label: 'Rollo 80 mm', title: 'No fue posible descargar el PDF en rollo' },
  { kind: 'xml', label: 'XML', title: 'No fue posible descargar el XML' },
];

/** One issued document: 'Boleta electrónica N° 1 · $12.345 · PRUEBA', its date and its files. */
function DocumentLine({
  doc,
  onFile,
  busy,
}: {
  doc: DteDocument;
  onFile: (kind: DocumentFile) => void;
  busy: DocumentFile | null;
}) {
  const name = `${doc.stipo} N° ${doc.nfolio}`;
  return (
    <Stack gap={4} py={4} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {name} · {formatPesos(doc.ntotal)}
        </Text>
        {doc.sindprueba === 'S' && (
          <Badge color="orange" variant="light" size="sm">
            PRUEBA
          </Badge>
        )}
      </Group>
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
      </Group>
    </Stack>
  );
}

/**
 * The RA detail's 'Documento tributario' (issue 34): its boleta or factura with PDF and XML, and for the
 * cashiers of its route, once it is paid, 'Emitir boleta' or 'Emitir factura' (which asks the giro).
 */
export function RaDocumentSection({ nidra }: { nidra: number }) {
  const documents = useRaDocuments(nidra);
  const issue = useIssueDocument();
  const download = useDownloadDocument();
  const notices = useMessageModal();
  const [giro, setGiro] = useState('');
  // A caller the API does not let read the RA has no such section.
  if (documents.error instanceof ApiError && [403, 404].includes(documents.error.status)) return null;
  if (documents.isError)
    return <LoadError title="No fue posible cargar el documento tributario" error={documents.error} />;
  const data = documents.data;
  if (!data || (data.documentos.length === 0 && data.ntipoemitible === null)) return null;
  const factura = data.ntipoemitible === 33;
  const emit = () =>
    issue.mutate(
      { nidra, ...(factura && { ntipo: 33 as const, sgiroreceptor: giro.trim() }) },
      { onError: (error) => notices.showError(error, 'No fue posible emitir el documento') },
    );
  const busy = download.isPending && download.variables ? download.variables.kind : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Documento tributario">
      <Stack gap="sm">
        <Title order={4}>Documento tributario</Title>
        {data.documentos.map((doc) => (
          <DocumentLine
            key={doc.nid}
            doc={doc}
            busy={download.variables?.doc.nid === doc.nid ? busy : null}
            onFile={(kind) =>
              download.mutate(
                { doc, kind },
                { onError: (error) => notices.showError(error, FILES.find((f) => f.kind === kind)?.title) },
              )
            }
          />
        ))}
        {data.ntipoemitible !== null && (
          <Stack gap="xs">
            {factura && (
              <TextInput
                label="Giro del receptor"
                description="La factura lo exige; no se guarda en el cliente"
                value={giro}
                maxLength={40}
                onChange={(event) => setGiro(event.currentTarget.value)}
              />
            )}
            <Group justify="flex-end">
              <Button leftSection={<IconFileInvoice size={18} />} loading={issue.isPending} onClick={emit}>
                {factura ? 'Emitir factura' : 'Emitir boleta'}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      {notices.modal}
    </Paper>
  );
}
