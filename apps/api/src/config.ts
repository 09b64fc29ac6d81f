import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  seedDemo: boolean;
  adminPassword?: string;
  jwtSecret: string;
  webDist: string;
  logLevel: string;
  /**
   * Whether browsers reach this deployment over HTTPS (HTTPS=true, or a PUBLIC_URL starting with https):
   * only then do the responses ask them to upgrade insecure requests and to remember HTTPS (HSTS).
   */
  https: boolean;
  /**
   * On SIGTERM, how long readiness answers 503 before the server stops accepting connections
   * (SHUTDOWN_DELAY_MS, default 0): set it to what the balancer's readiness polling needs to notice.
   */
  shutdownDelayMs: number;
  /** How long the requests in flight may take to finish before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
}

/**
 * Without JWT_SECRET a random secret is kept in DATA_DIR, so sessions survive a restart
 * on one machine; several servers behind one balancer must share JWT_SECRET.
 */
function loadJwtSecret(dataDir: string): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function readConfig(env = process.env): ServerConfig {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    seedDemo: env.SEED_DEMO !== 'false',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: loadJwtSecret(dataDir),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    https: env.HTTPS === 'true' || (env.PUBLIC_URL ?? '').toLowerCase().startsWith('https:'),
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_MS ?? 0),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 30_000),
  };
}
