import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Config } from './files/s3-file-store.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  seedDemo: boolean;
  /** SEED_DEMO_MONEY=false: the demo without its cuenta corriente RAs, abono and closed caja (issue 33). */
  seedDemoMoney: boolean;
  adminPassword?: string;
  jwtSecret: string;
  /** TRUST_PROXY: 'true', a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  webDist: string;
  /** The empty, migrated PGlite database dumped at install, from which a new PGlite data directory starts. */
  pgliteTemplate: string;
  logLevel: string;
  /** The shared S3-compatible file store (S3_URL…); without it files live under DATA_DIR/files. */
  s3?: S3Config;
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
  /** Sign-in and refresh calls per client address and minute (AUTH_CALLS_PER_MINUTE, default 60). */
  authCallsPerMinute: number;
  /** The SMTP server of the e-mail notices (SMTP_URL, e.g. smtp://user:pass@mail:587); without it .eml files. */
  smtpUrl?: string;
  /** The notices' sender (MAIL_FROM, default 'Carga <no-responder@carga.local>'). */
  mailFrom?: string;
  /** How often the outbox worker looks for notices to send (OUTBOX_INTERVAL_MS, default 3000). */
  outboxIntervalMs: number;
  /** How long a notice being sent belongs to one server before another may take it (OUTBOX_LEASE_MS, default 120000). */
  outboxLeaseMs: number;
  /** pg-boss's maintenance interval on PostgreSQL: how soon a dead server's job is retried (OUTBOX_MAINTENANCE_SECONDS, default 30). */
  outboxMaintenanceSeconds: number;
  /**
   * The address customers open (PUBLIC_URL, no trailing slash; default http://localhost:<port>): the
   * tracking links in the receipt's QR, the proof of delivery and the notices start with it.
   */
  publicUrl: string;
  /**
   * PUBLIC_URL was given. Without it the links of receipts, labels, proofs and the detail take the address
   * each request used, and the e-mail notices (no request) keep http://localhost:<port>: see
   * publicUrlWarning.
   */
  publicUrlGiven: boolean;
  /** Public tracking lookups per client address and minute (TRACKING_CALLS_PER_MINUTE, default 30). */
  trackingCallsPerMinute: number;
  /** Days after the delivery that the tracking code still answers (TRACKING_DAYS_AFTER_DELIVERY, default 90). */
  trackingDaysAfterDelivery: number;
  /**
   * Webhooks may use plain http to localhost / 127.0.0.1 / [::1] (WEBHOOKS_ALLOW_HTTP_LOCALHOST=true):
   * off unless asked for, whatever NODE_ENV says (`npm start` sets none, and a receiver on this machine
   * would let an administrator reach its internal services); otherwise only https to public addresses.
   */
  webhooksAllowHttpLocalhost: boolean;
  /** DTE_KEY: base64 of the 32-byte key of the DTE's secrets at rest; without it one derived from jwtSecret. */
  dteKey?: string;
  /** SII_CAF_KEYS: the real SII's CAF public keys, JSON { "<IDK>": "<PEM>" } (issue 34). */
  siiCafKeys?: string;
  /** SII_AMBIENTE: 'certificacion' or 'produccion' sends the batches to the SII; unset, nothing leaves. */
  siiAmbiente?: 'certificacion' | 'produccion';
  /** SII_URL: another address for the SII's services than the ambiente's (a test server). */
  siiUrl?: string;
  /** CHECK_RESPONSES=true: every response also checked by Zod against the compiled serializer (e2e runs). */
  checkResponses: boolean;
}

export const MIN_JWT_SECRET_BYTES = 32;

/** Written by scripts/build-targets.mjs (npm install, npm start), from the repository's root. */
export const PGLITE_TEMPLATE = 'apps/api/dist/pglite-template/pglite.tar';

/**
 * Without JWT_SECRET a random secret is kept in DATA_DIR, so sessions survive a restart
 * on one machine; several servers behind one balancer must share JWT_SECRET.
 */
function loadJwtSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) {
    const bytes = Buffer.byteLength(env.JWT_SECRET, 'utf8');
    if (bytes < MIN_JWT_SECRET_BYTES)
      throw new Error(
        `JWT_SECRET has ${bytes} bytes; at least ${MIN_JWT_SECRET_BYTES} are needed (generate one with: openssl rand -base64 48)`,
      );
    return env.JWT_SECRET;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** S3_URL turns the S3-compatible store on; then the bucket and both keys are required. */
export function readS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_URL) return undefined;
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3_URL is set but ${missing.join(', ')} missing`);
  return {
    url: env.S3_URL,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION || 'us-east-1',
  };
}

/** Only behind a reverse proxy is X-Forwarded-For the client's address; by default it is ignored. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A whole number above 0, or the default when unset; anything else stops the start with its name. */
function positiveInteger(value: string | undefined, fallback: number, name: string) {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number above 0, not '${value}'`);
  return n;
}

/** Where the server keeps its data, as `npm run backup` and `npm run restore` find it (same variables). */
export function readStorageConfig(env = process.env) {
  return {
    repoRoot,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    s3: readS3Config(env),
  };
}

export function readConfig(env = process.env): ServerConfig {
  const dataDir = readStorageConfig(env).dataDir;
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    seedDemo: env.SEED_DEMO !== 'false',
    seedDemoMoney: env.SEED_DEMO_MONEY !== 'false',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: loadJwtSecret(dataDir, env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    pgliteTemplate: path.join(repoRoot, PGLITE_TEMPLATE),
    logLevel: env.LOG_LEVEL ?? 'info',
    s3: readS3Config(env),
    https: env.HTTPS === 'true' || (env.PUBLIC_URL ?? '').toLowerCase().startsWith('https:'),
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_MS ?? 0),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 30_000),
    authCallsPerMinute: positiveInteger(env.AUTH_CALLS_PER_MINUTE, 60, 'AUTH_CALLS_PER_MINUTE'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    outboxIntervalMs: positiveInteger(env.OUTBOX_INTERVAL_MS, 3000, 'OUTBOX_INTERVAL_MS'),
    outboxLeaseMs: positiveInteger(env.OUTBOX_LEASE_MS, 120_000, 'OUTBOX_LEASE_MS'),
    outboxMaintenanceSeconds: positiveInteger(
      env.OUTBOX_MAINTENANCE_SECONDS,
      30,
      'OUTBOX_MAINTENANCE_SECONDS',
    ),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlGiven: Boolean(env.PUBLIC_URL),
    webhooksAllowHttpLocalhost: env.WEBHOOKS_ALLOW_HTTP_LOCALHOST === 'true',
    checkResponses: env.CHECK_RESPONSES === 'true',
    dteKey: env.DTE_KEY || undefined,
    siiCafKeys: env.SII_CAF_KEYS || undefined,
    siiAmbiente: siiAmbiente(env.SII_AMBIENTE),
    siiUrl: env.SII_URL || undefined,
    trackingCallsPerMinute: positiveInteger(env.TRACKING_CALLS_PER_MINUTE, 30, 'TRACKING_CALLS_PER_MINUTE'),
    trackingDaysAfterDelivery: positiveInteger(
      env.TRACKING_DAYS_AFTER_DELIVERY,
      90,
      'TRACKING_DAYS_AFTER_DELIVERY',
    ),
  };
}

/**
 * What the start must say, loudly, when PUBLIC_URL is not set (issue 29): the printed QR codes follow the
 * address each person used, so one printed from http://localhost works on no other device, and the e-mail
 * notices, which have no request to learn an address from, link to localhost. Null when it is set.
 */
export function publicUrlWarning(config: Pick<ServerConfig, 'publicUrl' | 'publicUrlGiven'>): string | null {
  if (config.publicUrlGiven) return null;
  return [
    'PUBLIC_URL no está definida.',
    'Los códigos QR y enlaces de seguimiento de comprobantes, etiquetas y comprobantes de entrega usarán la',
    'dirección con que cada persona abra la aplicación: impresos desde http://localhost no funcionarán en',
    `otros dispositivos. Los avisos por correo enlazarán a ${config.publicUrl}, que no abre desde otro equipo.`,
    'Defina PUBLIC_URL con la dirección que usan los clientes (por ejemplo PUBLIC_URL=https://carga.example.cl).',
  ].join(' ');
}

function siiAmbiente(value: string | undefined): 'certificacion' | 'produccion' | undefined {
  if (!value) return undefined;
  if (value === 'certificacion' || value === 'produccion') return value;
  throw new Error(`SII_AMBIENTE must be 'certificacion' or 'produccion', not '${value}'`);
}
