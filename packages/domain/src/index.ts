import './locale.ts';

export { z } from 'zod';
export * from './contract/admin.ts';
export * from './contract/auth.ts';
export * from './contract/common.ts';
export * from './contract/customer-config.ts';
export * from './contract/loading-list.ts';
export * from './contract/lookups.ts';
export * from './contract/operations.ts';
export * from './contract/shipment-lists.ts';
export * from './contract/shipment-wizard.ts';
export * from './rules/measures.ts';
export * from './rules/menus.ts';
export * from './rules/messages.ts';
export * from './rules/pricing.ts';
export * from './rules/ra-states.ts';
export * from './rules/rut.ts';
