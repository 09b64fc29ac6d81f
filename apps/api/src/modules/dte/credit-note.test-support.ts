import { expect } from 'vitest';
import type { Call } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { cashPayment, insertChargeableRa } from '../billing/billing.test-support.ts';
import {
  buildTestCaf,
  buildTestCertificate,
  TEST_CERTIFICATE_PASSWORD,
  TEST_EMISOR,
} from './credentials/test-credentials.ts';

// Factories of the notas de crédito's tests (issue 34): the company configured through its API (emisor,
// certificate, test CAFs) and a paid RA with its boleta.

export async function configureDte(call: Call, admin: string, tipos: number[] = [33, 39, 61]) {
  expect((await call('PUT', '/api/Dte/Emisor', { token: admin, body: TEST_EMISOR })).statusCode).toBe(200);
  const certificate = await call('POST', '/api/Dte/Certificado', {
    token: admin,
    body: { sarchivo: buildTestCertificate().toString('base64'), sclave: TEST_CERTIFICATE_PASSWORD },
  });
  expect(certificate.statusCode, certificate.body).toBe(200);
  for (const tipo of tipos) {
    const caf = await call('POST', '/api/Dte/Caf', {
      token: admin,
      body: { sxml: buildTestCaf({ tipo, desde: 1, hasta: 50 }) },
    });
    expect(caf.statusCode, caf.body).toBe(200);
  }
}

/** An RA paid in cash at `caja` (PLAIN_RUT's), its id. */
export async function paidRa(db: Db, call: Call, cashier: string, caja: number, price = 12_345) {
  const nidra = await insertChargeableRa(db, { price });
  const paid = await call('POST', `/api/Billing/RA/${nidra}/Pago`, {
    token: cashier,
    body: cashPayment(caja, price),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return nidra;
}

/** A paid RA and its boleta: `{ nidra, boleta }` (the boleta as the API answered it). */
export async function boletaOf(db: Db, call: Call, cashier: string, caja: number, price = 12_345) {
  const nidra = await paidRa(db, call, cashier, caja, price);
  const issued = await call('POST', '/api/Dte/Documento', { token: cashier, body: { nidra } });
  expect(issued.statusCode, issued.body).toBe(200);
  return {
    nidra,
    boleta: issued.json() as { nid: number; nfolio: number; ntotal: number; nidpago?: number },
  };
}
