import { chileToday } from '@carga/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createBillingReportsService } from '../../modules/billing-reports/billing-reports.service.ts';
import { readCaja } from '../../modules/billing-reports/caja.repo.ts';
import { openDatabase } from '../client.ts';
import { prepareDatabase } from '../prepare.ts';

// The demo's money (issue 33): a first start shows a statement, receivables and a closed caja.
describe('demo money', async () => {
  const database = await openDatabase({});
  afterAll(() => database.close());

  it('gives Comercial Austral debts, an abono paying the two oldest and a closed caja', async () => {
    await prepareDatabase(database, { seedDemo: true, seedDemoMoney: true });
    const { db } = database;
    const reports = createBillingReportsService(db);
    const today = chileToday();
    const receivables = await reports.receivables({ fecha: today, Page: 1 });
    expect(receivables.list.map((r) => r.srut)).toEqual(['76086428-5']);
    // Eight RAs (38.500 + 16.000 × (g mod 4)), the two oldest paid by the abono.
    const all = [1, 2, 3, 4, 5, 6, 7, 8].map((g) => 38500 + (g % 4) * 16000);
    const paid = (all[6] as number) + (all[7] as number);
    expect(receivables.ntotal).toBe(all.reduce((a, b) => a + b, 0) - paid);
    expect(receivables.totales.every((t) => t.nmonto >= 0)).toBe(true);
    const k = (
      (await db.execute(sql`select nidcaja from caja`)) as unknown as {
        rows: Array<{ nidcaja: number }>;
      }
    ).rows[0];
    const caja = await readCaja(db, Number(k?.nidcaja));
    expect(caja).toMatchObject({ sestado: 'CERRADA', ndiferencia: -500, nmovimientos: 1 });
    const [row] = (
      (await db.execute(sql`select count(*)::int n from pago_aplicacion`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(Number(row?.n)).toBe(2);
  });
});
