import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupControlRoutes } from './backup/control.ts';
import type { Database } from './db/client.ts';
import type { FileStore } from './files/file-store.ts';
import { type SweepSchedule, startFileSweep } from './files/sweep.ts';
import { compactKeptFigures } from './kept-figures.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { adminRoutes, createAdminServices } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { type AuthPolicy, createAuthService, defaultAuthPolicy } from './modules/auth/auth.service.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createCajaService } from './modules/billing/caja.service.ts';
import { createCreditService } from './modules/billing/credit.service.ts';
import { createPaymentsService } from './modules/billing/payments.service.ts';
import { billingReportsRoutes } from './modules/billing-reports/billing-reports.routes.ts';
import { createBillingReportsService } from './modules/billing-reports/billing-reports.service.ts';
import { createArrivalScanService } from './modules/custody/arrival-scan.service.ts';
import { custodyRoutes } from './modules/custody/custody.routes.ts';
import { createDeliveryScanService } from './modules/custody/delivery-scan.service.ts';
import { createScanService } from './modules/custody/scan.service.ts';
import { createTrailService } from './modules/custody/trail.service.ts';
import { addressesRoutes } from './modules/customer/addresses.routes.ts';
import { createAddressesService } from './modules/customer/addresses.service.ts';
import { clientsRoutes } from './modules/customer/clients.routes.ts';
import { createClientsService } from './modules/customer/clients.service.ts';
import { customerExportRoutes } from './modules/customer/customer-export.routes.ts';
import { tariffsRoutes } from './modules/customer/tariffs.routes.ts';
import { createTariffsService } from './modules/customer/tariffs.service.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { createDeliveryService } from './modules/delivery/delivery.service.ts';
import { deliveryExportRoutes } from './modules/delivery/delivery-export.routes.ts';
import { proofRoutes } from './modules/delivery/proof.routes.ts';
import { createProofService } from './modules/delivery/proof.service.ts';
import { destinationRoutes } from './modules/destination/destination.routes.ts';
import { createDestinationService } from './modules/destination/destination.service.ts';
import { destinationExportRoutes } from './modules/destination/destination-export.routes.ts';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes.ts';
import { createDispatchService } from './modules/dispatch/dispatch.service.ts';
import { dispatchExportRoutes } from './modules/dispatch/dispatch-export.routes.ts';
import { createSecretBox, dteSecretKey } from './modules/dte/credentials/secret-box.ts';
import { trustedCafKeys } from './modules/dte/credentials/sii-keys.ts';
import { creditNoteRoutes } from './modules/dte/credit-note.routes.ts';
import { createCreditNoteService } from './modules/dte/credit-note.service.ts';
import { dteRoutes } from './modules/dte/dte.routes.ts';
import { createDteConfigService } from './modules/dte/dte-config.service.ts';
import { dteInvoicingRoutes } from './modules/dte/invoicing.routes.ts';
import { createInvoicingService } from './modules/dte/invoicing.service.ts';
import { createIssueService } from './modules/dte/issue.service.ts';
import { createBatchService } from './modules/dte/sending/batch.service.ts';
import { createSiiSender, type SiiSender } from './modules/dte/sending/sender.ts';
import { dteSendingRoutes } from './modules/dte/sending/sending.routes.ts';
import type { SiiSettings } from './modules/dte/sending/sii-client.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { loadingListRoutes } from './modules/loading-list/loading-list.routes.ts';
import { createLoadingListService } from './modules/loading-list/loading-list.service.ts';
import { loadingListExportRoutes } from './modules/loading-list/loading-list-export.routes.ts';
import { lookupRoutes } from './modules/lookups/lookups.routes.ts';
import { managementRoutes } from './modules/management/management.routes.ts';
import { createManagementService } from './modules/management/management.service.ts';
import { createMailer, type MailerConfig } from './modules/notifications/mailer.ts';
import { noticesRoutes } from './modules/notifications/notices.routes.ts';
import { createNoticesService } from './modules/notifications/notices.service.ts';
import { createCostsService } from './modules/operation/costs.service.ts';
import { operationRoutes } from './modules/operation/operation.routes.ts';
import { createOperationsService } from './modules/operation/operations.service.ts';
import { operationsExportRoutes } from './modules/operation/operations-export.routes.ts';
import { partiesRoutes } from './modules/parties/parties.routes.ts';
import { createPartiesService } from './modules/parties/parties.service.ts';
import { pickupRoutes } from './modules/pickup/pickup.routes.ts';
import { createPickupService } from './modules/pickup/pickup.service.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { createPricingService } from './modules/pricing/pricing.service.ts';
import { importRoutes } from './modules/ra-import/import.routes.ts';
import { createImportService } from './modules/ra-import/import.service.ts';
import { pruneImportRows } from './modules/ra-import/imports.repo.ts';
import { createDriverService } from './modules/reparto/driver.service.ts';
import { createDriverPickupService } from './modules/reparto/driver-pickup.service.ts';
import { createRouteLoadingService } from './modules/reparto/loading.service.ts';
import { createRepartoManagementService } from './modules/reparto/management.service.ts';
import { repartoRoutes } from './modules/reparto/reparto.routes.ts';
import { createRepartoService, describeRoute } from './modules/reparto/reparto.service.ts';
import { createRouteReturnService } from './modules/reparto/return.service.ts';
import { routePickupRoutes } from './modules/reparto/route-pickups.routes.ts';
import { createRoutePickupService } from './modules/reparto/route-pickups.service.ts';
import { attachmentsRoutes } from './modules/shipment/attachments.routes.ts';
import { createAttachmentsService } from './modules/shipment/attachments.service.ts';
import { createConditionsService } from './modules/shipment/conditions.service.ts';
import { createDetailService } from './modules/shipment/detail.service.ts';
import { itemsRoutes } from './modules/shipment/items.routes.ts';
import { createItemsService } from './modules/shipment/items.service.ts';
import { listsRoutes } from './modules/shipment/lists.routes.ts';
import { createListsService } from './modules/shipment/lists.service.ts';
import { listsExportRoutes } from './modules/shipment/lists-export.routes.ts';
import { printingRoutes } from './modules/shipment/printing.routes.ts';
import { createPrintingService } from './modules/shipment/printing.service.ts';
import { wizardRoutes } from './modules/shipment/wizard.routes.ts';
import { createWizardService } from './modules/shipment/wizard.service.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { createStatisticsService } from './modules/statistics/statistics.service.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import {
  createTrackingService,
  defaultTrackingPolicy,
  type TrackingPolicy,
} from './modules/tracking/tracking.service.ts';
import { type DeliveryDeps, networkDeliveryDeps } from './modules/webhooks/deliver.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { createWebhooksService } from './modules/webhooks/webhooks.service.ts';
import { type OutboxSettings, startOutboxes } from './outboxes.ts';
import { type PeriodicSchedule, startPeriodic } from './periodic.ts';
import { authPlugin } from './plugins/auth.ts';
import {
  type CallerCacheOptions,
  createCallerCache,
  listenForCallerChanges,
} from './plugins/caller-cache.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { ApiRequestLog } from './plugins/logging.ts';
import { registerLinkBase } from './plugins/public-url.ts';
import { postgresRateLimitStore } from './plugins/rate-limit-store.ts';
import { createResponseSerializer } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { createSheetReader } from './sheets/sheet-pool.ts';

export interface AppConfig {
  database: Database;
  /** Where attachment bytes live. */
  files: FileStore;
  /** Sweep unreferenced files now and then (the server does; tests call the sweep themselves). */
  fileSweep?: SweepSchedule;
  /** Fold the RA counters' rows now and then (the server does, every minute; tests fold them themselves). */
  counterCompaction?: PeriodicSchedule;
  /** E-mail notices (SMTP_URL, MAIL_FROM); without `smtpUrl` each one is an .eml file under `outboxDir`. */
  mail?: MailerConfig;
  /**
   * Send the outbox every `intervalMs` (the server does; tests call `app.outbox.drain()` and
   * `app.webhookOutbox.drain()` themselves).
   */
  outbox?: OutboxSettings;
  jwtSecret: string;
  /**
   * The key of the DTE's secrets at rest (DTE_KEY; dteSecretKey): without it, one derived from jwtSecret.
   */
  dteKey?: Buffer;
  /** The real SII's CAF keys by IDK (SII_CAF_KEYS); the test key is always known (sii-keys.ts). */
  siiCafKeys?: Record<string, string>;
  /**
   * Sending to the SII (SII_AMBIENTE, SII_URL): without it nothing leaves the machine (batches are
   * downloaded). `sendIntervalMs`: the sender's turns (the server's; tests call `app.siiSender.drain()`).
   */
  sii?: SiiSettings & { sendIntervalMs?: number; fetch?: typeof fetch; now?: () => Date };
  /** Folder of the built web app; omitted in API tests. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  authPolicy?: AuthPolicy;
  /** Fastify's trustProxy (TRUST_PROXY): which proxies' X-Forwarded-For gives request.ip. */
  trustProxy?: boolean | number | string | string[];
  /**
   * Browsers reach the app over HTTPS (a proxy terminating TLS in front): keep helmet's
   * upgrade-insecure-requests and HSTS. On plain HTTP with a LAN host name they would make the browser
   * fetch the scripts over HTTPS and show a blank page.
   */
  https?: boolean;
  /** The caller cache's lifetime and size (plugins/caller-cache.ts); tests shorten them. */
  callerCache?: CallerCacheOptions;
  /** Read by the readiness check; without one the caller has prepared the database: ready. */
  lifecycle?: Lifecycle;
  /** The address customers open (PUBLIC_URL): tracking links start with it. Tests: http://localhost:3000. */
  publicUrl?: string;
  /**
   * PUBLIC_URL was not set: the links an answer carries take the address its request used
   * (plugins/public-url.ts); the notices keep `publicUrl`.
   */
  linksFromRequest?: boolean;
  /** Public tracking: lookups per address and minute, and days a code answers after the delivery. */
  tracking?: TrackingPolicy;
  /**
   * Webhooks: plain http to localhost allowed (WEBHOOKS_ALLOW_HTTP_LOCALHOST; off unless given), and the
   * resolver and HTTP call (tests inject them). They are sent on the outbox's interval.
   */
  webhooks?: Partial<DeliveryDeps>;
  /**
   * Check every response with Zod beside the compiled serializer and fail when they differ
   * (plugins/response-serializer.ts; the tests and CHECK_RESPONSES do).
   */
  checkResponses?: boolean;
  /**
   * The token of DATA_DIR/backup-control.json (server.ts, on PGlite): with it, `npm run backup` may ask this
   * server for the database's dump (backup/control.ts).
   */
  backupToken?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sender of batches to the SII, or null without SII_AMBIENTE (tests drain it themselves). */
    siiSender: SiiSender | null;
  }
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The composition root: creates the services and hands them to the routes. */
export async function buildApp(config: AppConfig) {
  const app = Fastify({
    logger: config.logger ?? false,
    logController: new ApiRequestLog(),
    // Fastify takes a number of hops too, though its type does not say so.
    trustProxy: (config.trustProxy ?? false) as FastifyServerOptions['trustProxy'],
    // A client's id is kept only when it is a plain token: it reaches the logs and the response header.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  const serializer = createResponseSerializer({ check: config.checkResponses ?? false });
  app.setSerializerCompiler(serializer.compiler);
  app.decorate('zodOnlyResponses', serializer.zodOnly);
  registerErrorHandler(app);
  registerLinkBase(app, config.publicUrl ?? 'http://localhost:3000', config.linksFromRequest ?? false);
  // Set before any other hook runs, so that refusals carry it too (a callback hook: no promise per request).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const callers = createCallerCache(config.callerCache);
  const stopListening = await listenForCallerChanges(config.database, callers);
  app.addHook('onClose', async () => {
    await stopListening();
    await config.database.close();
  });

  registerSecurityHeaders(app, config.https ?? false);
  // Ceilings per client address (the sign-in and refresh calls), counted in PostgreSQL by every server.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(config.database.db) });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Carga API',
        description: 'API de recepción, bodega y despacho de carga',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(authPlugin, { db: config.database.db, secret: config.jwtSecret, callers });

  const authPolicy = config.authPolicy ?? defaultAuthPolicy;
  const auth = createAuthService(
    config.database.db,
    (claims, ttl) => app.jwt.sign(claims, { expiresIn: ttl }),
    config.jwtSecret,
    authPolicy,
  );

  const db = config.database.db;
  const parties = createPartiesService(db);
  const wizard = createWizardService(db);
  const conditions = createConditionsService(db);
  const items = createItemsService(db);
  const attachments = createAttachmentsService(db, config.files);
  const printing = createPrintingService(db, config.publicUrl ?? 'http://localhost:3000');
  const lists = createListsService(db);
  const detail = createDetailService(db);
  const statistics = createStatisticsService(db);
  const clients = createClientsService(db);
  const addresses = createAddressesService(db);
  const tariffs = createTariffsService(db);
  const pricing = createPricingService(db);
  const admin = createAdminServices(db);
  const loadingLists = createLoadingListService(db);
  const dispatch = createDispatchService(db, loadingLists);
  const destination = createDestinationService(db, loadingLists);
  const delivery = createDeliveryService(db, config.files);
  const deliveryScans = createDeliveryScanService(db);
  const operations = createOperationsService(db);
  const costs = createCostsService(db);
  const scans = createScanService(db);
  const arrivals = createArrivalScanService(db, config.files);
  const trails = createTrailService(db);
  const mailer = createMailer(config.mail ?? { outboxDir: path.join(tmpdir(), 'carga-outbox') });
  const notices = createNoticesService(db, mailer);
  const publicUrl = config.publicUrl ?? 'http://localhost:3000';
  const trackingPolicy = config.tracking ?? defaultTrackingPolicy;
  const tracking = createTrackingService(db, trackingPolicy, publicUrl);
  const proofs = createProofService(db, config.files, publicUrl);
  const clock = config.outbox?.now ?? (() => new Date());
  const webhookDeps: DeliveryDeps = {
    ...networkDeliveryDeps(config.webhooks?.allowHttpLocalhost ?? false),
    ...config.webhooks,
  };
  const webhooks = createWebhooksService(db, webhookDeps, clock);
  const { outbox, webhookOutbox } = startOutboxes(app, {
    db,
    driver: config.database.driver,
    mailer,
    publicUrl,
    files: config.files,
    webhookDeps,
    clock,
    settings: config.outbox,
  });
  app.decorate('outbox', outbox);
  app.decorate('callers', callers);
  app.decorate('webhookOutbox', webhookOutbox);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { access: { audience: 'public' } }, schema: { hide: true } }, () =>
        app.swagger(),
      );
      await api.register(healthRoutes, {
        database: config.database,
        lifecycle: config.lifecycle ?? createLifecycle('ready'),
      });
      await api.register(authRoutes, {
        auth,
        callsPerMinute: authPolicy.addressCallsPerMinute,
        https: config.https ?? false,
      });
      await api.register(lookupRoutes, { db });
      await api.register(partiesRoutes, { parties });
      await api.register(wizardRoutes, { wizard, conditions });
      await api.register(itemsRoutes, { items });
      await api.register(attachmentsRoutes, { attachments });
      await api.register(printingRoutes, { printing });
      // Every xlsx the server reads is parsed in a worker thread, a few at once (sheets/sheet-pool.ts).
      const sheets = createSheetReader();
      app.addHook('onClose', () => sheets.close());
      await api.register(importRoutes, { imports: createImportService(db, sheets), printing });
      await api.register(listsRoutes, { lists, detail });
      // Every list's 'Exportar' (issue 17): each area keeps its own route, registered here in one block.
      const exportRoutes = [
        listsExportRoutes,
        operationsExportRoutes,
        loadingListExportRoutes,
        dispatchExportRoutes,
        destinationExportRoutes,
        deliveryExportRoutes,
        customerExportRoutes,
      ];
      await api.register(async (exports) => {
        for (const routes of exportRoutes) await exports.register(routes, { db });
      });
      await api.register(statisticsRoutes, { statistics });
      await api.register(managementRoutes, { management: createManagementService(db) });
      await api.register(clientsRoutes, { clients });
      await api.register(addressesRoutes, { addresses });
      await api.register(tariffsRoutes, { tariffs });
      await api.register(pricingRoutes, { pricing });
      await api.register(adminRoutes, { admin });
      await api.register(loadingListRoutes, { loadingLists });
      await api.register(dispatchRoutes, { dispatch });
      await api.register(destinationRoutes, { destination });
      await api.register(deliveryRoutes, { delivery, deliveryScans });
      await api.register(operationRoutes, { operations, costs });
      await api.register(custodyRoutes, { scans, arrivals, trails });
      await api.register(noticesRoutes, { notices });
      await api.register(trackingRoutes, { tracking, callsPerMinute: trackingPolicy.callsPerMinute });
      await api.register(proofRoutes, { proofs });
      await api.register(webhooksRoutes, { webhooks });
      await api.register(billingRoutes, {
        cajas: createCajaService(db),
        payments: createPaymentsService(db),
        credit: createCreditService(db),
      });
      await api.register(billingReportsRoutes, { reports: createBillingReportsService(db) });
      const dteSecrets = createSecretBox(config.dteKey ?? dteSecretKey({ jwtSecret: config.jwtSecret }));
      const stamping = { secrets: dteSecrets };
      await api.register(dteRoutes, {
        dte: createDteConfigService(db, { secrets: dteSecrets, cafKeys: trustedCafKeys(config.siiCafKeys) }),
        issue: createIssueService(db, stamping),
      });
      await api.register(creditNoteRoutes, { notes: createCreditNoteService(db, stamping) });
      const sii = config.sii;
      const batches = createBatchService(db, { secrets: dteSecrets, sii, now: sii?.now });
      await api.register(dteSendingRoutes, { batches, db });
      const sender = sii
        ? createSiiSender(db, { secrets: dteSecrets, settings: sii, fetch: sii.fetch, now: sii.now })
        : null;
      app.decorate('siiSender', sender);
      if (sender && sii?.sendIntervalMs) {
        const schedule = { intervalMs: sii.sendIntervalMs, initialDelayMs: sii.sendIntervalMs };
        app.addHook(
          'onClose',
          startPeriodic('SII sender', async () => void (await sender.drain()), app.log, schedule),
        );
      }
      await api.register(dteInvoicingRoutes, {
        invoicing: createInvoicingService(db, stamping),
      });
      await api.register(repartoRoutes, {
        reparto: createRepartoService(db),
        loading: createRouteLoadingService(db, describeRoute),
        driver: createDriverService(db, config.files, describeRoute),
        back: createRouteReturnService(db, describeRoute),
        management: createRepartoManagementService(db),
      });
      await api.register(pickupRoutes, { pickups: createPickupService(db) });
      await api.register(routePickupRoutes, {
        planning: createRoutePickupService(db, describeRoute),
        driver: createDriverPickupService(db, config.files),
      });
      if (config.backupToken && config.database.dumpSql) {
        const dump = config.database.dumpSql;
        await api.register(backupControlRoutes, { token: config.backupToken, dump: () => dump() });
      }
    },
    { prefix: '/api' },
  );

  await registerStaticWeb(app, config.webDist);
  app.addHook('onClose', () => mailer.close());
  if (config.counterCompaction) {
    const fold = async () => {
      await pruneImportRows(db);
      await compactKeptFigures(db);
    };
    app.addHook('onClose', startPeriodic('counter compaction', fold, app.log, config.counterCompaction));
  }
  if (config.fileSweep) {
    const stopSweep = startFileSweep(db, config.files, app.log, config.fileSweep);
    app.addHook('onClose', stopSweep);
  }
  return app;
}
