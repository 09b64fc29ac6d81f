import { officeAdminItem, storageAdminItem } from '../admin.ts';
import { city, region } from '../lookups.ts';
import { defineRoute } from '../route-def.ts';
import * as z from '../zod.ts';

export const lookupsRoutes = {
  offices: defineRoute('GET', '/api/Office', { response: z.array(officeAdminItem) }),
  warehouses: defineRoute('GET', '/api/Storage', { response: z.array(storageAdminItem) }),
  regions: defineRoute('GET', '/api/Shipment/Region', { response: z.array(region) }),
  cities: defineRoute('GET', '/api/Shipment/City', { response: z.array(city) }),
} as const;
