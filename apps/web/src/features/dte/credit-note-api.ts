import { creditNoteMessages, type DteCreditNoteRequestInput, type DteDocument, routes } from '@carga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { dteKeys as keys } from '../../api/keys/dte.ts';

// Issue 34: a nota de crédito of a boleta or factura. Components use this hook, never fetch.

export function useIssueCreditNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DteCreditNoteRequestInput) => api(routes.dte.creditNote, { body }),
    meta: { successMessage: (nota: DteDocument) => creditNoteMessages.issued(nota.nfolio) },
    // The document is annulled or credited: every RA's list of documents may show it (the nota's RA, or a
    // cuenta corriente factura's).
    onSuccess: () => client.invalidateQueries({ queryKey: keys.ras() }),
  });
}
