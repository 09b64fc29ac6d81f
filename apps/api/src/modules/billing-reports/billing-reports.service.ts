import {
  billingMessages,
  chileToday,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  STATEMENT_PAGE,
  type StatementResponse,
} from '@carga/domain';
import { clientCredit } from '../../core/billing/client-credit.ts';
import type { Principal } from '../../core/principal.ts';
import { isCustomer } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { readCaja } from './caja.repo.ts';
import { receivableRows, receivables } from './receivables.repo.ts';
import { clientIdByRut, statementData } from './statement.repo.ts';

// Who may read which money document (issue 33), and the statement's figures. Staff with FIN-COBRANZA read
// any client's statement and any caja; a customer reads only the statement of the client of their RUT;
// the owner of a caja reads its own.

export const reportMessages = {
  rangeOrder: 'La fecha "hasta" debe ser igual o posterior a "desde"',
  rangeTooLong: 'El período no puede superar 2 años',
  clientRequired: 'Elija el cliente del estado de cuenta',
  otherClient: 'Solo puede ver el estado de cuenta de su propia empresa',
  cajaForbidden: 'Solo el responsable de la caja o cobranza pueden ver esta caja',
} as const;

const COBRANZA = 'FIN-COBRANZA';

/** A period of at most two calendar years ('2024-03-01' to '2026-03-01' is the longest from that day). */
export function checkRange(desde: string, hasta: string) {
  if (hasta < desde) throw badRequest(reportMessages.rangeOrder, 'hasta');
  const limit = new Date(`${desde}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + 2);
  if (hasta > limit.toISOString().slice(0, 10)) throw badRequest(reportMessages.rangeTooLong, 'hasta');
}

/** The client whose statement the caller may read. */
async function statementClient(db: Db, caller: Principal, nidcliente: number | undefined) {
  if (isCustomer(caller)) {
    const own = await clientIdByRut(db, caller.rut as string);
    if (own === undefined) throw notFound(billingMessages.clientNotFound);
    if (nidcliente !== undefined && nidcliente !== own) throw forbidden(reportMessages.otherClient);
    return own;
  }
  if (!caller.menus.includes(COBRANZA)) throw forbidden();
  if (nidcliente === undefined) throw badRequest(reportMessages.clientRequired, 'nidcliente');
  return nidcliente;
}

export function createBillingReportsService(db: Db) {
  return {
    /** The statement of the period: one page of its RAs (`Page`), or every RA for the PDF and xlsx. */
    async statement(
      caller: Principal,
      q: { nidcliente?: number; desde: string; hasta: string; Page?: number },
    ): Promise<StatementResponse> {
      const nidcliente = await statementClient(db, caller, q.nidcliente);
      checkRange(q.desde, q.hasta);
      const cliente = await clientCredit(db, nidcliente);
      if (!cliente) throw notFound(billingMessages.clientNotFound);
      const page = q.Page === undefined ? undefined : { size: STATEMENT_PAGE, number: q.Page };
      const { nlineas, ntotalcargos, nsaldoanterior, lineas, abonos } = await statementData(
        db,
        nidcliente,
        q.desde,
        q.hasta,
        page,
      );
      const ntotalabonos = abonos.reduce((sum, a) => sum + a.nmonto, 0);
      return {
        cliente,
        desde: q.desde,
        hasta: q.hasta,
        nsaldoanterior,
        lineas,
        nlineas,
        totalPaginas: page ? Math.ceil(nlineas / STATEMENT_PAGE) : 1,
        abonos: abonos.map((a) => ({
          ...a,
          sdesmediopago: PAYMENT_METHOD_LABELS[a.scodmediopago as PaymentMethod] ?? a.scodmediopago,
        })),
        ntotalcargos,
        ntotalabonos,
        nsaldo: nsaldoanterior + ntotalcargos - ntotalabonos,
      };
    },

    receivables: (q: { fecha?: string; Page: number }) => receivables(db, q.fecha ?? chileToday(), q.Page),

    async allReceivables(q: { fecha?: string }) {
      const fecha = q.fecha ?? chileToday();
      return { fecha, rows: (await receivableRows(db, fecha)).rows };
    },

    /** The caja, for its owner or FIN-COBRANZA; a Spanish 404 when there is none, 403 for anyone else. */
    async caja(caller: Principal, nidcaja: number) {
      const caja = await readCaja(db, nidcaja);
      if (!caja) throw notFound(billingMessages.cajaNotFound);
      if (caja.nidusuario !== caller.nidusuario && !caller.menus.includes(COBRANZA))
        throw forbidden(reportMessages.cajaForbidden);
      return caja;
    },
  };
}

export type BillingReportsService = ReturnType<typeof createBillingReportsService>;
