// Issue 34: Configuraciones / Empresa (the emisor, the certificate and the CAFs) and an RA's documents.

const root = 'dte';

export const dteKeys = {
  all: () => [root] as const,
  emisor: () => [root, 'emisor'] as const,
  certificate: () => [root, 'certificate'] as const,
  cafs: () => [root, 'cafs'] as const,
  /** Every RA's documents: a payment or its reversal makes them stale (what may be issued changes). */
  ras: () => [root, 'ra'] as const,
  raDocuments: (nidra: number) => [root, 'ra', nidra] as const,
  /** A customer's 'Mis documentos', by page. */
  mine: (page: number) => [root, 'mine', page] as const,
};
