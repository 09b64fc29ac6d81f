import { type DteInvoicingRequest, type DteInvoicingResult, routes } from '@carga/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { dteKeys } from '../../api/keys/dte.ts';

// Gestión / Facturación (issue 34): the cuenta corriente clients' periods to invoice, and the run that
// invoices them. Components use these hooks, never fetch.

export interface Period {
  dperiododesde: string;
  dperiodohasta: string;
}

const previewKey = (p: Period) =>
  [...dteKeys.all(), 'facturacion', p.dperiododesde, p.dperiodohasta] as const;

export const useInvoicingPreview = (period: Period, enabled: boolean) =>
  useQuery({
    queryKey: previewKey(period),
    queryFn: ({ signal }) => api(routes.dte.invoicingPreview, { query: period, signal }),
    enabled,
  });

export function useInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DteInvoicingRequest) => api(routes.dte.invoice, { body }),
    meta: {
      successMessage: (r: DteInvoicingResult) =>
        r.nfacturas === 1 ? '1 factura emitida' : `${r.nfacturas} facturas emitidas`,
    },
    // The preview empties, and the RAs' detail now names their factura.
    onSuccess: () => client.invalidateQueries({ queryKey: dteKeys.all() }),
  });
}

/** The calendar month before `today` (yyyy-mm-dd): what is invoiced by default. */
export function previousMonth(today: string): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { dperiododesde: first.toISOString().slice(0, 10), dperiodohasta: last.toISOString().slice(0, 10) };
}
