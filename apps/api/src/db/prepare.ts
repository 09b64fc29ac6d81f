import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from './client.ts';
import { seedBillingDemo } from './seed/billing-demo.ts';
import { seedRepartoDemo } from './seed/reparto-demo.ts';
import { isEmptyDatabase, seedBootstrapAdmin, seedDemoData, syncReferenceData } from './seed/seed.ts';

/**
 * Migrates, synchronises the code lists and, on an empty database, loads the demo data. Several servers
 * may start at once on one PostgreSQL database: they take turns under the migration lock, so the first
 * migrates and seeds and the others find the work done. Answers whether this call loaded the demo data
 * (the server says so in its one start-up line).
 */
export async function prepareDatabase(
  database: Database,
  options: {
    seedDemo: boolean;
    seedDemoMoney?: boolean;
    adminPassword?: string;
    /**
     * More demo data an area loads with the rest (the server passes the DTE's test credentials, issue 34,
     * which need its key; the tests load their own).
     */
    seedDemoExtra?: (db: Db) => Promise<void>;
  },
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<{ demoDataLoaded: boolean }> {
  return await database.exclusive(
    async () => {
      await database.migrate();
      await syncReferenceData(database.db);
      if (!(await isEmptyDatabase(database.db))) return { demoDataLoaded: false };
      if (options.seedDemo) {
        await seedDemoData(database.db);
        // The demo's money (issue 33) and door deliveries to plan (issue 35): on for `npm start`, off for
        // the tests, which write their own.
        if (options.seedDemoMoney) {
          await seedBillingDemo(database.db);
          await seedRepartoDemo(database.db);
        }
        await options.seedDemoExtra?.(database.db);
        return { demoDataLoaded: true };
      }
      if (options.adminPassword) {
        await seedBootstrapAdmin(database.db, options.adminPassword);
        log?.info('admin user created from ADMIN_PASSWORD');
      } else {
        log?.warn('empty database without demo data: set ADMIN_PASSWORD to create the admin user');
      }
      return { demoDataLoaded: false };
    },
    () => log?.info('another server is migrating the database: waiting for it'),
  );
}
