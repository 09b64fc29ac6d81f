import { Stack } from '@mantine/core';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { BatchesCard } from './BatchesCard.tsx';
import { SalesBookCard } from './SalesBookCard.tsx';

/**
 * Finanzas / Documentos tributarios (issue 34, FIN-COBRANZA): the batches of documents to the SII — made,
 * downloaded for sii.cl or sent by the SII's service — and the libro de ventas of a month.
 */
export function DocumentsPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Documentos tributarios"
        crumbs={[CRUMB.home, { label: 'Finanzas' }, { label: 'Documentos tributarios' }]}
      />
      <BatchesCard />
      <SalesBookCard />
    </Stack>
  );
}
