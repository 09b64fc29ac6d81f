import { defineRoute } from '../route-def.ts';
import { trackingResponse } from '../tracking.ts';

export const trackingRoutes = {
  track: defineRoute('GET', '/api/Public/Seguimiento/*', { response: trackingResponse }),
} as const;
