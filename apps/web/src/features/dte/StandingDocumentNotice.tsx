import { creditNoteMessages, DTE_TYPE_LABELS } from '@carga/domain';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRaDocuments } from './api.ts';

/**
 * Where the money of an RA is undone ('Anular RA', 'Anular pago'), says that its boleta or factura stands
 * and will need its nota de crédito (issue 34). Nothing when it has none, or its documents cannot be read.
 */
export function StandingDocumentNotice({ nidra }: { nidra: number }) {
  const documents = useRaDocuments(nidra);
  const standing = documents.data?.documentos.find((doc) => doc.ntipo !== 61 && doc.sindanulado !== 'S');
  if (!standing) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs">
      <Text size="sm">
        {creditNoteMessages.standingDocument(`${DTE_TYPE_LABELS[standing.ntipo]} N° ${standing.nfolio}`)}
      </Text>
    </Alert>
  );
}
