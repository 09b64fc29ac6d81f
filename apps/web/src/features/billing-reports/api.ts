import { routes } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiBlob } from '../../api/call.ts';
import { saveBlob } from '../../api/download.ts';

// Issue 33's money documents on screen: a client's estado de cuenta and the cuentas por cobrar by age.

export interface StatementFilters {
  /** Staff name the client; a customer's own is the server's to find (their RUT). */
  nidcliente?: number;
  desde: string;
  hasta: string;
}

export const billingReportKeys = {
  statement: (q: StatementFilters, page: number) => ['billing', 'statement', q, page] as const,
  receivables: (fecha: string, page: number) => ['billing', 'receivables', fecha, page] as const,
  clients: (text: string) => ['billing', 'clients', text] as const,
};

const query = (f: StatementFilters) => ({
  desde: f.desde,
  hasta: f.hasta,
  ...(f.nidcliente !== undefined && { nidcliente: f.nidcliente }),
});

/** One page of the statement's RAs, with the figures of the whole period. */
export const useStatement = (filters: StatementFilters, page: number, enabled: boolean) =>
  useQuery({
    queryKey: billingReportKeys.statement(filters, page),
    queryFn: ({ signal }) =>
      api(routes.billing.statement, { query: { ...query(filters), Page: page }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** 'Descargar PDF' and 'Exportar' of the statement shown. */
export const useStatementDownload = (kind: 'pdf' | 'xlsx') =>
  useMutation({
    mutationFn: async (filters: StatementFilters) => {
      const route = kind === 'pdf' ? routes.billing.statementPdf : routes.billing.statementExport;
      const blob = await apiBlob(route, { query: query(filters) });
      saveBlob(blob, `estado-cuenta-${filters.desde}-${filters.hasta}.${kind}`);
    },
  });

/** Clients by name, for the statement's picker (the parties search). */
export const useClientSearch = (text: string) =>
  useQuery({
    queryKey: billingReportKeys.clients(text),
    queryFn: ({ signal }) => api(routes.parties.senders, { query: { nombre: text }, signal }),
    enabled: text.trim().length >= 2,
    staleTime: 30_000,
  });

export const useReceivables = (fecha: string, page: number) =>
  useQuery({
    queryKey: billingReportKeys.receivables(fecha, page),
    queryFn: ({ signal }) => api(routes.billing.receivables, { query: { fecha, Page: page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useReceivablesExport = () =>
  useMutation({
    mutationFn: async (fecha: string) => {
      const blob = await apiBlob(routes.billing.receivablesExport, { query: { fecha } });
      saveBlob(blob, `cuentas-por-cobrar-${fecha}.xlsx`);
    },
  });
