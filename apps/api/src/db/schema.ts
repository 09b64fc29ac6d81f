// The database tables, one file per area; column names are the spec's field names (no mapping layer).
export * from './schema/billing.ts';
export * from './schema/counters.ts';
export * from './schema/custody.ts';
export * from './schema/delivery.ts';
export * from './schema/dte.ts';
export * from './schema/management.ts';
export * from './schema/notifications.ts';
export * from './schema/operations.ts';
export * from './schema/parties.ts';
export * from './schema/pickup.ts';
export * from './schema/prices.ts';
export * from './schema/receptions.ts';
export * from './schema/reference.ts';
export * from './schema/reparto.ts';
export * from './schema/tariffs.ts';
export * from './schema/tracking.ts';
export * from './schema/users.ts';
