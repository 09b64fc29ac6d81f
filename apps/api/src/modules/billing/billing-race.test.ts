import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { billingMessages } from '@carga/domain';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../../test/postgres-database.ts';
import { caller, login, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { cajaCloses, payments } from '../../db/schema.ts';
import { createFsFileStore } from '../../files/file-store.ts';
import { cashPayment, createBillingUsers, insertChargeableRa, openCaja } from './billing.test-support.ts';

// Issue 33 on PostgreSQL: two app instances (each with its own connection pool, as two servers behind a
// balancer) on one database. Two payments of one RA: exactly one counts. A close racing a payment: the
// caja row's lock orders them, so the payment is either in the close's totals or refused.
describe.skipIf(!process.env.TEST_DATABASE_URL)('billing races on two app instances', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  const databases: Database[] = [];
  const apps: TestApp[] = [];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    const jwtSecret = randomBytes(32).toString('hex');
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: empty.url });
      if (i === 0) {
        await prepareDatabase(database, { seedDemo: true });
        await createBillingUsers(database.db);
      }
      databases.push(database);
      const files = createFsFileStore(mkdtempSync(path.join(tmpdir(), 'carga-files-')));
      const app = await buildApp({ database, files, jwtSecret, checkResponses: true });
      await app.ready();
      apps.push(app);
    }
    tokens.a = (await login(apps[0]!, 'oficina.scl')).accessToken;
    tokens.b = (await login(apps[1]!, 'caja.scl2')).accessToken;
  }, 300_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await empty?.drop({ waitForClients: true });
  });

  const db = () => databases[0]!.db;
  const callA = caller(() => apps[0]!);
  const callB = caller(() => apps[1]!);

  it('counts one of two payments of one RA made on two servers at once', async () => {
    const cajaA = await openCaja(callA, tokens.a!, 'OFISCL', 0);
    const cajaB = await openCaja(callB, tokens.b!, 'OFISCL', 0);
    for (let round = 0; round < 5; round++) {
      const nidra = await insertChargeableRa(db());
      const results = await Promise.all([
        callA('POST', `/api/Billing/RA/${nidra}/Pago`, { token: tokens.a, body: cashPayment(cajaA, 12_500) }),
        callB('POST', `/api/Billing/RA/${nidra}/Pago`, { token: tokens.b, body: cashPayment(cajaB, 12_500) }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(billingMessages.alreadyPaid);
      const live = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.nidra, nidra), eq(payments.stipo, 'PAGO')));
      expect(live).toHaveLength(1);
    }
  });

  it('orders a close and a payment of one caja: the payment is in the close, or refused', async () => {
    for (let round = 0; round < 5; round++) {
      const current = (await callA('GET', '/api/Billing/Caja/Actual', { token: tokens.a })).json().caja;
      if (current)
        await callA('POST', `/api/Billing/Caja/${current.nidcaja}/Cierre`, {
          token: tokens.a,
          body: { contado: [], smotivodiferencia: 'Fin de la prueba anterior' },
        });
      const nidcaja = await openCaja(callA, tokens.a!, 'OFISCL', 1_000);
      const nidra = await insertChargeableRa(db());
      const [paid, closed] = await Promise.all([
        callA('POST', `/api/Billing/RA/${nidra}/Pago`, {
          token: tokens.a,
          body: cashPayment(nidcaja, 12_500),
        }),
        callB('POST', `/api/Billing/Caja/${nidcaja}/Cierre`, {
          token: tokens.a,
          body: { contado: [], smotivodiferencia: 'Cierre de prueba' },
        }),
      ]);
      expect(closed.statusCode, closed.body).toBe(200);
      expect([200, 409]).toContain(paid.statusCode);
      if (paid.statusCode === 409) expect(paid.json().message).toBe(billingMessages.cajaClosed);
      const [moved] = await db()
        .select({ total: sum(payments.nmonto) })
        .from(payments)
        .where(eq(payments.nidcaja, nidcaja));
      const [cash] = await db()
        .select()
        .from(cajaCloses)
        .where(and(eq(cajaCloses.nidcaja, nidcaja), eq(cajaCloses.scodmediopago, 'EFECTIVO')));
      expect(cash!.nesperado).toBe(1_000 + Number(moved?.total ?? 0));
      expect(Number(moved?.total ?? 0)).toBe(paid.statusCode === 200 ? 12_500 : 0);
    }
  });
});
