import { beforeAll } from 'vitest';
import { scanApi } from '../src/modules/custody/custody.test-support.ts';
import { insertOperation } from '../src/modules/loading-list/loading-list.test-support.ts';
import { type Driver, useTestApp } from './test-app.ts';

/**
 * One scanning test file's app (see `useTestApp`): these users logged in, an operation BDSCL → BDPUQ
 * made before the tests (`operation`, its id once they run) and `calls`, the scans and lists of that
 * operation (`scanApi`).
 */
export function useScanSuite<K extends string>(driver: Driver, users: Record<K, string>) {
  const ctx = useTestApp(driver, users);
  const suite = Object.assign(ctx, { operation: 0, calls: scanApi(ctx, (): number => suite.operation) });
  beforeAll(async () => {
    suite.operation = await insertOperation(ctx.db);
  });
  return suite;
}
