import { healthResponse, liveResponse, readyResponse } from '../lookups.ts';
import { defineRoute } from '../route-def.ts';

export const healthRoutes = {
  health: defineRoute('GET', '/api/health', { response: healthResponse }),
  live: defineRoute('GET', '/api/health/live', { response: liveResponse }),
  ready: defineRoute('GET', '/api/health/ready', { response: readyResponse }),
} as const;
