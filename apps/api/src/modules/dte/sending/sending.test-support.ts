import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clientIdsByRut } from '../../../../test/factories.ts';
import type { Call } from '../../../../test/test-app.ts';
import type { Db } from '../../../db/client.ts';
import { clients } from '../../../db/schema.ts';
import { CTACTE_RUT, cashPayment, insertChargeableRa, openCaja } from '../../billing/billing.test-support.ts';
import {
  buildTestCaf,
  buildTestCertificate,
  TEST_CERTIFICATE_PASSWORD,
  TEST_EMISOR,
} from '../credentials/test-credentials.ts';
import { editIssuedDocument } from '../dte.test-support.ts';

// Factories of the sending tests (issue 34): the test company configured through its endpoints, and paid
// RAs' boletas and facturas issued through the counter's, as a cashier would.

export interface DteTestSetup {
  call: Call;
  db: Db;
  /** An admin's token (Configuraciones / Empresa) and a cashier's of OFISCL (FIN-CAJA). */
  admin: string;
  cashier: string;
}

export async function configureTestCompany({ call, db, admin }: DteTestSetup) {
  expect((await call('PUT', '/api/Dte/Emisor', { token: admin, body: TEST_EMISOR })).statusCode).toBe(200);
  const certificate = await call('POST', '/api/Dte/Certificado', {
    token: admin,
    body: { sarchivo: buildTestCertificate().toString('base64'), sclave: TEST_CERTIFICATE_PASSWORD },
  });
  expect(certificate.statusCode, certificate.body).toBe(200);
  for (const tipo of [33, 39]) {
    const caf = await call('POST', '/api/Dte/Caf', {
      token: admin,
      body: { sxml: buildTestCaf({ tipo, desde: 1, hasta: 50 }) },
    });
    expect(caf.statusCode, caf.body).toBe(200);
  }
  // The cuenta corriente client asks for invoices (its active address is its billing one).
  const ids = await clientIdsByRut(db);
  await db
    .update(clients)
    .set({ sindfacturacion: 'S', srutfacturacion: CTACTE_RUT })
    .where(eq(clients.nidcliente, ids[CTACTE_RUT]!));
}

/** Issues documents of paid RAs: `boleta()` (39) and `factura()` (33); answers the document. */
export function documentIssuer(setup: DteTestSetup) {
  let caja: number | null = null;
  async function issue(price: number, payerRut?: string, body: object = {}) {
    caja ??= await openCaja(setup.call, setup.cashier, 'OFISCL', 0);
    const nidra = await insertChargeableRa(setup.db, { price, ...(payerRut && { payerRut }) });
    const paid = await setup.call('POST', `/api/Billing/RA/${nidra}/Pago`, {
      token: setup.cashier,
      body: cashPayment(caja, price),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const issued = await setup.call('POST', '/api/Dte/Documento', {
      token: setup.cashier,
      body: { nidra, ...body },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json() as { nid: number; ntipo: number; nfolio: number; ntotal: number };
  }
  return {
    boleta: (price = 11_900) => issue(price),
    factura: (price = 23_800) => issue(price, CTACTE_RUT, { ntipo: 33, sgiroreceptor: 'Comercio' }),
  };
}

/** As if the documents had been stamped with the SII's real CAFs: the test ones are never sent. */
export async function markReal(db: Db, nids: number[]) {
  for (const nid of nids) await editIssuedDocument(db, nid, { sindprueba: 'N' });
}
