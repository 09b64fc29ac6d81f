import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { custodyRoutes } from './routes/custody.ts';
import { customerRoutes } from './routes/customer.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { destinationRoutes } from './routes/destination.ts';
import { dispatchRoutes } from './routes/dispatch.ts';
import { dteRoutes } from './routes/dte.ts';
import { dteCreditNoteRoutes } from './routes/dte-credit-note.ts';
import { dteInvoicingRoutes } from './routes/dte-invoicing.ts';
import { dteSendingRoutes } from './routes/dte-sending.ts';
import { healthRoutes } from './routes/health.ts';
import { loadingListRoutes } from './routes/loading-list.ts';
import { lookupsRoutes } from './routes/lookups.ts';
import { managementRoutes } from './routes/management.ts';
import { noticesRoutes } from './routes/notices.ts';
import { operationRoutes } from './routes/operation.ts';
import { partiesRoutes } from './routes/parties.ts';
import { pickupRoutes } from './routes/pickup.ts';
import { pickupRouteRoutes } from './routes/pickup-route.ts';
import { repartoRoutes } from './routes/reparto.ts';
import { shipmentRoutes } from './routes/shipment.ts';
import { shipmentListsRoutes } from './routes/shipment-lists.ts';
import { statisticsRoutes } from './routes/statistics.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { webhooksRoutes } from './routes/webhooks.ts';

/**
 * The sign-in's own routes, importable alone: `routes` names every area's schemas, so a module reaching it
 * takes the whole contract (~80 KB gzip) into the sign-in page's first download.
 */
export { authRoutes };

/** Every endpoint of the API, declared once: the web calls through it, the API is checked against it. */
export const routes = {
  health: healthRoutes,
  auth: authRoutes,
  lookups: lookupsRoutes,
  parties: partiesRoutes,
  shipment: shipmentRoutes,
  shipmentLists: shipmentListsRoutes,
  operation: operationRoutes,
  loadingList: loadingListRoutes,
  dispatch: dispatchRoutes,
  destination: destinationRoutes,
  delivery: deliveryRoutes,
  customer: customerRoutes,
  statistics: statisticsRoutes,
  management: managementRoutes,
  admin: adminRoutes,
  custody: custodyRoutes,
  notices: noticesRoutes,
  tracking: trackingRoutes,
  webhooks: webhooksRoutes,
  billing: billingRoutes,
  reparto: repartoRoutes,
  pickup: pickupRoutes,
  pickupRoute: pickupRouteRoutes,
  dte: { ...dteRoutes, ...dteCreditNoteRoutes, ...dteSendingRoutes, ...dteInvoicingRoutes },
} as const;
