import { dteDocument } from '../dte.ts';
import { dteCreditNoteRequest } from '../dte-credit-note.ts';
import { defineRoute } from '../route-def.ts';

// Issue 34: a nota de crédito (61) of a boleta or factura.
export const dteCreditNoteRoutes = {
  creditNote: defineRoute('POST', '/api/Dte/NotaCredito', {
    body: dteCreditNoteRequest,
    response: dteDocument,
  }),
};
