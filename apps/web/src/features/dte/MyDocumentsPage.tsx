import { type DteDocument, formatPesos } from '@carga/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, DataList } from '../../ui/DataList.tsx';
import { formatDate } from '../../ui/format.ts';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { type DocumentFile, useDownloadDocument, useMyDocuments } from './api.ts';

// Issue 34: 'Mis documentos', beside Mis cargas — the boletas, facturas and notas de crédito issued to the
// customer, newest first, each with its PDF and XML.

const FILES: Array<{ kind: DocumentFile; label: string; title: string }> = [
  { kind: 'carta', label: 'PDF', title: 'No fue posible descargar el PDF' },
  { kind: 'xml', label: 'XML', title: 'No fue posible descargar el XML' },
];

const documentName = (doc: DteDocument) => `${doc.stipo} N° ${doc.nfolio}`;

/** A document made with the demo's test credentials: no tax value. */
const TestMark = () => (
  <Badge color="orange" variant="light" size="sm" style={{ flexShrink: 0 }}>
    PRUEBA
  </Badge>
);

export function MyDocumentsPage() {
  const [page, setPage] = useState(1);
  const documents = useMyDocuments(page);
  const download = useDownloadDocument();
  const notices = useMessageModal();
  const pages = documents.data?.totalPaginas ?? 1;

  const files = (doc: DteDocument) => (
    <Group gap={6} wrap="nowrap">
      {FILES.map(({ kind, label, title }) => (
        <Button
          key={kind}
          size="compact-sm"
          variant="light"
          aria-label={`${label} de ${documentName(doc)}`}
          loading={
            download.isPending && download.variables?.doc.nid === doc.nid && download.variables.kind === kind
          }
          onClick={() =>
            download.mutate({ doc, kind }, { onError: (error) => notices.showError(error, title) })
          }
        >
          {label}
        </Button>
      ))}
    </Group>
  );

  const columns: Column<DteDocument>[] = [
    {
      key: 'documento',
      header: 'Documento',
      // The card's title names it; its PRUEBA mark goes beside (cardAside).
      hideInCard: true,
      cell: (doc) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {documentName(doc)}
          </Text>
          {doc.sindprueba === 'S' && <TestMark />}
        </Group>
      ),
    },
    { key: 'fecha', header: 'Fecha', nowrap: true, cell: (doc) => formatDate(doc.dfecemision) },
    { key: 'ra', header: 'RA', nowrap: true, cell: (doc) => (doc.nidra === null ? 'Varias' : doc.nidra) },
    { key: 'total', header: 'Total', align: 'right', nowrap: true, cell: (doc) => formatPesos(doc.ntotal) },
    { key: 'archivos', header: 'Archivos', cell: files },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title="Mis documentos"
        crumbs={[CRUMB.home, { label: 'Mis cargas', to: '/dashboard/cargas' }, { label: 'Mis documentos' }]}
      />
      <Text size="sm" c="dimmed">
        Boletas, facturas y notas de crédito emitidas a su nombre.
      </Text>
      <DataList
        label="Mis documentos"
        columns={columns}
        rows={documents.data?.list}
        rowKey={(doc) => doc.nid}
        loading={documents.isLoading}
        refreshing={documents.isPlaceholderData}
        error={documents.error}
        onRetry={() => void documents.refetch()}
        emptyText="Aún no hay documentos emitidos a su nombre"
        cardTitle={documentName}
        cardAside={(doc) => (doc.sindprueba === 'S' ? <TestMark /> : null)}
        {...(pages > 1 ? { page, totalPages: pages, onPageChange: setPage } : {})}
      />
    </Stack>
  );
}
