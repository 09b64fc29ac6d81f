import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../password.ts';
import type { Db } from '../client.ts';
import {
  cities,
  clientAddresses,
  clients,
  company,
  offices,
  parameters,
  regions,
  users,
  warehouses,
} from '../schema.ts';
import { countOf, one } from '../sql-helpers.ts';
import { communes, regions as regionRows } from './chile-territory.ts';
import {
  DEMO_PASSWORD,
  demoAdmin,
  demoClients,
  demoOffices,
  demoUsers,
  demoWarehouses,
} from './demo-data.ts';
import { parameterGroups, referenceParameters } from './reference-data.ts';

/** Regions, communes and code lists: idempotent, run on every start. */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(regions)
      .values([...regionRows])
      .onConflictDoUpdate({ target: regions.scodregion, set: { snomregion: sql`excluded.snomregion` } });
    await tx
      .insert(cities)
      .values([...communes])
      .onConflictDoUpdate({
        target: cities.scodciudad,
        set: { snomciudad: sql`excluded.snomciudad`, scodregion: sql`excluded.scodregion` },
      });
    const rows = referenceParameters.map((p, i) => ({ ...p, norden: i }));
    // Package types are edited in the configuration screens: seeded once, never overwritten.
    const editable = (p: { sgrupo: string }) => p.sgrupo === parameterGroups.packageType;
    await tx.insert(parameters).values(rows.filter(editable)).onConflictDoNothing();
    await tx
      .insert(parameters)
      .values(rows.filter((p) => !editable(p)))
      .onConflictDoUpdate({
        target: [parameters.sgrupo, parameters.scodparametro01],
        set: {
          sdeslargo01: sql`excluded.sdeslargo01`,
          scodparametro02: sql`excluded.scodparametro02`,
          norden: sql`excluded.norden`,
        },
      });
  });
}

export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(users);
  return countOf(rows) === 0;
}

/** Offices, warehouses, clients and the demo accounts of the README. Only on an empty database. */
export async function seedDemoData(db: Db): Promise<void> {
  // One hash for every demo account, which share the published password: argon2 is slow by design, and
  // one per account took ~1.8 s of a first start on a loaded machine (issue 29).
  const spasswordhash = await hashPassword(DEMO_PASSWORD);
  const accounts = demoUsers.map((u) => ({ ...u, spasswordhash }));
  await db.transaction(async (tx) => {
    await tx.insert(offices).values(demoOffices);
    await tx.insert(warehouses).values(demoWarehouses);
    for (const { address, ...client } of demoClients) {
      const created = await tx.insert(clients).values(client).returning({ nidcliente: clients.nidcliente });
      await tx.insert(clientAddresses).values({
        ...address,
        nidcliente: one(created, 'seed client').nidcliente,
        sindentrega: 'S',
        sindfacturacion: 'S',
      });
    }
    await tx.insert(users).values(accounts);
    // 'Cobro en Carga' on (issue 33): migration 0036 writes the row; a demo always collects.
    await tx
      .insert(company)
      .values({ nidempresa: 1, sindcobro: 'S' })
      .onConflictDoUpdate({ target: company.nidempresa, set: { sindcobro: 'S' } });
  });
}

/** With SEED_DEMO=false a company still needs one way in: an admin with a password it chose. */
export async function seedBootstrapAdmin(db: Db, password: string): Promise<void> {
  await db
    .insert(users)
    .values({ ...demoAdmin, oficinas: [], bodegas: [], spasswordhash: await hashPassword(password) });
}
