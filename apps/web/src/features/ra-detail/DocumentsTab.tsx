import { messages, type RaDetailResponse } from '@carga/domain';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '../../ui/format.ts';
import { InfoItem } from '../../ui/InfoGrid.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { DocumentHead, DocumentRows, documentValue } from '../shipment/documents/DocumentRows.tsx';

type Document = RaDetailResponse['documentoList'][number];

/** The 'Documentos asociados' tab: number, type, date and value in CLP. */
export function DocumentsTab({ documents }: { documents: Document[] }) {
  const isMobile = useIsMobile();
  if (documents.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {messages.noDocuments}
      </Text>
    );
  }
  if (isMobile) {
    return (
      <Stack gap="xs" role="list" aria-label="Documentos asociados">
        {documents.map((doc) => (
          <Paper key={doc.niddocumento} withBorder radius="md" p="sm" role="listitem">
            <Text fw={600} mb={6}>
              {doc.sdestipodocumento} N° {doc.sidentificadordocumento}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              <InfoItem label="Fecha">{formatDate(doc.dfecdocumento)}</InfoItem>
              <InfoItem label="Valor">{documentValue(doc)}</InfoItem>
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" aria-label="Documentos asociados" striped>
      <DocumentHead />
      <DocumentRows documents={documents} />
    </Table>
  );
}
