import { tariffKey } from './tariffs.ts';
import * as z from './zod.ts';

// The price of an RA (issue 12): frozen when the wizard finishes it, re-priced only on request and only
// before any of its units leaves. GET /api/Shipment/Price/{id} reads it; POST re-prices it.

const stamp = {
  /** Whether the price is the stored one (false: a quote of an RA still in the wizard). */
  stored: z.boolean(),
  /** When it was priced (stored prices). */
  dfecprecio: z.string().nullable(),
  /** Whether the caller may re-price it now (finished, nothing dispatched, allowed menu and place). */
  repricable: z.boolean(),
  /**
   * The client whose tariffs price the RA (issue 29): the billed party of step 2 (`sfacturar`, the
   * recipient by default); null when the RA bills no registered client.
   */
  clientefacturado: z
    .object({ srutcliente: z.string(), snombrecorto: z.string(), sfacturar: z.string().nullable() })
    .nullable(),
};

export const PRICE_BASES = ['PESO', 'VOLUMEN', 'PESO_VOLUMETRICO', 'CANTIDAD', 'MINIMO'] as const;

export const raPriceResponse = z.discriminatedUnion('priced', [
  z.object({
    priced: z.literal(true),
    tarifa: tariffKey.extend({
      srutcliente: z.string(),
      snombrecorto: z.string(),
      /** The first day of the tariff version that priced it. */
      dvigenciadesde: z.string(),
    }),
    price: z.object({
      basis: z.enum(PRICE_BASES),
      freight: z.number(),
      /** The tariff's minimum freight at pricing. */
      minimum: z.number(),
      internalHandling: z.number(),
      imoSurcharge: z.number(),
      insurance: z.number(),
      total: z.number(),
    }),
    ...stamp,
  }),
  z.object({
    priced: z.literal(false),
    /** SINTARIFA: a cargo type without tariff; NOTARIFA: no tariff applies ('Sin tarifa'). */
    scodmotivo: z.enum(['SINTARIFA', 'NOTARIFA']),
    reason: z.string(),
    ...stamp,
  }),
]);
export type RaPriceResponse = z.infer<typeof raPriceResponse>;
