import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatClp, formatDate } from '../../../ui/format.ts';

// The associated documents of an RA, as the wizard's step 4 and the RA detail both list them.

interface DocumentRow {
  niddocumento: number;
  sidentificadordocumento: string;
  sdestipodocumento: string;
  dfecdocumento: string;
  nvalordocumento: number | null;
  sindsinvalor?: string;
}

/** The value in CLP, or 'Sin valor' for a document marked without one. */
export const documentValue = (doc: DocumentRow) =>
  doc.sindsinvalor === 'S' || doc.nvalordocumento === null ? 'Sin valor' : formatClp(doc.nvalordocumento);

/** Número, Tipo, Fecha, Valor, and a last column for the row's actions when there are any. */
export function DocumentHead({ actions }: { actions?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>Número</Table.Th>
        <Table.Th>Tipo</Table.Th>
        <Table.Th>Fecha</Table.Th>
        <Table.Th ta="right">Valor</Table.Th>
        {actions && <Table.Th w={60} />}
      </Table.Tr>
    </Table.Thead>
  );
}

export function DocumentRows<D extends DocumentRow>({
  documents,
  actions,
}: {
  documents: D[];
  actions?: (doc: D) => ReactNode;
}) {
  return (
    <Table.Tbody>
      {documents.map((doc) => (
        <Table.Tr key={doc.niddocumento}>
          <Table.Td>{doc.sidentificadordocumento}</Table.Td>
          <Table.Td>{doc.sdestipodocumento}</Table.Td>
          <Table.Td>{formatDate(doc.dfecdocumento)}</Table.Td>
          <Table.Td ta="right">{documentValue(doc)}</Table.Td>
          {actions && <Table.Td>{actions(doc)}</Table.Td>}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}
