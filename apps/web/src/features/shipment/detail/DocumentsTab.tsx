import { messages, type RaDetailResponse } from '@carga/domain';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useIsMobile } from '../../../app/shell/useIsMobile.ts';
import { formatClp, formatDate } from '../../../ui/format.ts';
import { InfoItem } from '../../../ui/InfoGrid.tsx';

type Document = RaDetailResponse['documentoList'][number];
const value = (doc: Document) =>
  doc.nvalordocumento === null ? 'Sin valor' : formatClp(doc.nvalordocumento);

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
              <InfoItem label="Valor">{value(doc)}</InfoItem>
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" aria-label="Documentos asociados" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Número</Table.Th>
          <Table.Th>Tipo</Table.Th>
          <Table.Th>Fecha</Table.Th>
          <Table.Th ta="right">Valor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((doc) => (
          <Table.Tr key={doc.niddocumento}>
            <Table.Td>{doc.sidentificadordocumento}</Table.Td>
            <Table.Td>{doc.sdestipodocumento}</Table.Td>
            <Table.Td>{formatDate(doc.dfecdocumento)}</Table.Td>
            <Table.Td ta="right">{value(doc)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
