import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';
import { isEmptyDatabase, seedBootstrapAdmin, seedDemoData, syncReferenceData } from './seed/seed.ts';

/**
 * Migrates, synchronises the code lists and, on an empty database, loads the demo data. Several servers
 * may start at once on one PostgreSQL database: they take turns under the migration lock, so the first
 * migrates and seeds and the others find the work done.
 */
export async function prepareDatabase(
  database: Database,
  options: { seedDemo: boolean; adminPassword?: string },
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  await database.exclusive(
    async () => {
      await database.migrate();
      await syncReferenceData(database.db);
      if (!(await isEmptyDatabase(database.db))) return;
      if (options.seedDemo) {
        await seedDemoData(database.db);
        log?.info('demo data loaded');
      } else if (options.adminPassword) {
        await seedBootstrapAdmin(database.db, options.adminPassword);
        log?.info('admin user created from ADMIN_PASSWORD');
      } else {
        log?.warn('empty database without demo data: set ADMIN_PASSWORD to create the admin user');
      }
    },
    () => log?.info('another server is migrating the database: waiting for it'),
  );
}
