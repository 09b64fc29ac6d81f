// Configuraciones / Empresa (issue 34): the emisor, the certificate and the CAFs.

const root = 'dte';

export const dteKeys = {
  all: () => [root] as const,
  emisor: () => [root, 'emisor'] as const,
  certificate: () => [root, 'certificate'] as const,
  cafs: () => [root, 'cafs'] as const,
};
