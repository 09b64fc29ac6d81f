import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../../test/factories.ts';
import { createEmptyPostgresDatabase } from '../../../test/postgres-database.ts';
import type { Principal } from '../../core/principal.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { CTACTE_RUT } from '../billing/billing.test-support.ts';
import { createSecretBox } from './credentials/secret-box.ts';
import { consecutive } from './dte.test-support.ts';
import { seedDteDemo } from './dte-demo.ts';
import { createInvoicingService } from './invoicing.service.ts';
import { AUSTRAL_RUT, ctacteRa, makeInvoiceable } from './invoicing.test-support.ts';

// Issue 34 on PostgreSQL: two servers' pools invoice the same period at once. The client's row lock makes
// the second wait and find the RAs invoiced: every RA is in one standing factura, the folios are
// consecutive, none is voided (dte_documento_ra_vigente_idx is the backstop).
describe.skipIf(!process.env.TEST_DATABASE_URL)('cuenta corriente invoicing on two pools at once', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  const databases: Database[] = [];
  const secrets = createSecretBox(randomBytes(32));

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: empty.url });
      if (i === 0) await prepareDatabase(database, { seedDemo: true });
      databases.push(database);
    }
    await seedDteDemo(databases[0]!.db, secrets);
  }, 120_000);

  afterAll(async () => {
    for (const database of databases) await database.close();
    await empty?.drop({ waitForClients: true });
  });

  it('never invoices an RA twice nor skips a folio', async () => {
    const [a, b] = databases as [Database, Database];
    await makeInvoiceable(a.db, AUSTRAL_RUT, { sfacturactacte: 'RA' });
    await makeInvoiceable(a.db, CTACTE_RUT);
    const ras: number[] = [];
    for (let i = 1; i <= 6; i++) ras.push(await ctacteRa(a.db, AUSTRAL_RUT, `2026-03-0${i}`));
    for (let i = 1; i <= 5; i++) ras.push(await ctacteRa(a.db, CTACTE_RUT, `2026-03-1${i}`));
    const principal: Principal = {
      nidusuario: await userIdOf(a.db, 'admin'),
      sidsesion: 'race',
      susuario: 'admin',
      nombre: 'Admin',
      rut: null,
      oficinas: [],
      bodegas: [],
      menus: ['FIN-COBRANZA'],
    };
    const period = { dperiododesde: '2026-03-01', dperiodohasta: '2026-03-31' };
    const runs = await Promise.all(
      [a, b, a, b].map((database) =>
        createInvoicingService(database.db, { secrets }).invoice(principal, period),
      ),
    );
    const facturas = runs.flatMap((run) => run.clientes.flatMap((c) => c.facturas));
    // Six per-RA facturas of Austral and one of the period of Los Andes.
    expect(facturas).toHaveLength(7);
    expect(facturas.map((f) => f.nfolio).sort((x, y) => x - y)).toEqual(consecutive(1, 7));
    expect(runs.flatMap((run) => run.clientes.map((c) => c.smotivo)).filter(Boolean)).toEqual([]);
    const covered = (await a.db.execute(
      sql`select nidra from dte_documento_ra where sindvigente = 'S' order by nidra`,
    )) as unknown as { rows: Array<{ nidra: number }> };
    expect(covered.rows.map((r) => r.nidra)).toEqual([...ras].sort((x, y) => x - y));
    const voided = (await a.db.execute(sql`select count(*)::int n from folio_anulado`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(voided.rows[0]!.n).toBe(0);
  });
});
