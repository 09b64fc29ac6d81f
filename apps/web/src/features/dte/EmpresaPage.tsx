import { Stack } from '@mantine/core';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { CafCard } from './CafCard.tsx';
import { CertificateCard } from './CertificateCard.tsx';
import { EmisorCard } from './EmisorCard.tsx';

/**
 * Configuraciones / Empresa (issue 34, CNF-EMPRESA): who issues the documents tributarios electrónicos,
 * the digital certificate that signs them and the folios (CAF) the SII authorised.
 */
export function EmpresaPage() {
  return (
    <Stack gap="md">
      <PageHeader title="Empresa" crumbs={[CRUMB.home, { label: 'Configuración' }, { label: 'Empresa' }]} />
      <EmisorCard />
      <CertificateCard />
      <CafCard />
    </Stack>
  );
}
