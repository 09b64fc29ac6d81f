// Issue 34: the batches to the SII (Finanzas / Documentos tributarios).

const root = 'dte-envios';

export const dteSendingKeys = {
  all: () => [root] as const,
  batches: () => [root, 'list'] as const,
};
