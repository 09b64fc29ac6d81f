import { creditNoteMessages, type DteDocument } from '@carga/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { LoadError } from '../../ui/LoadState.tsx';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import { type DocumentFile, useDownloadDocument, useIssueDocument, useRaDocuments } from './api.ts';
import { CreditNoteModal } from './CreditNoteModal.tsx';
import { DocumentLine, FILES } from './DocumentLine.tsx';

/**
 * The RA detail's 'Documento tributario' (issue 34): its boleta or factura with PDF and XML, its notas de
 * crédito under it, and for the cashiers of its route 'Emitir boleta' / 'Emitir factura' once it is paid
 * and 'Nota de crédito' while a document stands — with a warning when the RA was voided or its payment
 * reversed and the document still stands.
 */
export function RaDocumentSection({ nidra, voided = false }: { nidra: number; voided?: boolean }) {
  const documents = useRaDocuments(nidra);
  const issue = useIssueDocument();
  const download = useDownloadDocument();
  const notices = useMessageModal();
  const [giro, setGiro] = useState('');
  const [crediting, setCrediting] = useState<DteDocument | null>(null);
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
  const creditable = new Set(data.nidsacreditables ?? []);
  const notasOf = (doc: DteDocument) => data.documentos.filter((n) => n.nidreferencia === doc.nid);
  // The documents first, each followed by its notas; a nota whose document is not the RA's last.
  const sales = data.documentos.filter((doc) => doc.ntipo !== 61);
  const orphans = data.documentos.filter(
    (doc) => doc.ntipo === 61 && !sales.some((sale) => sale.nid === doc.nidreferencia),
  );
  const line = (doc: DteDocument, options: { nota?: boolean } = {}) => (
    <DocumentLine
      key={doc.nid}
      doc={doc}
      nota={options.nota}
      annulledBy={notasOf(doc).find((n) => n.ncodref === 1)}
      busy={download.variables?.doc.nid === doc.nid ? busy : null}
      onCredit={creditable.has(doc.nid) ? () => setCrediting(doc) : undefined}
      onFile={(kind: DocumentFile) =>
        download.mutate(
          { doc, kind },
          { onError: (error) => notices.showError(error, FILES.find((f) => f.kind === kind)?.title) },
        )
      }
    />
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Documento tributario">
      <Stack gap="sm">
        <Title order={4}>Documento tributario</Title>
        {data.saviso && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs">
            <Text size="sm">{data.saviso}</Text>
          </Alert>
        )}
        {sales.map((doc) => (
          <Stack key={doc.nid} gap={0}>
            {line(doc)}
            {notasOf(doc).map((nota) => line(nota, { nota: true }))}
          </Stack>
        ))}
        {orphans.map((nota) => line(nota, { nota: true }))}
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
      <CreditNoteModal
        doc={crediting}
        reason={voided ? creditNoteMessages.raVoidedReason(nidra) : ''}
        onClose={() => setCrediting(null)}
      />
      {notices.modal}
    </Paper>
  );
}
