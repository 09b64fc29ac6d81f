// Offices and warehouses are written one way everywhere (issue 12): 'Bodega Santiago (BDSCL)',
// 'Oficina Santiago (OFSCL)' — the description, then the code in brackets. Screens, spreadsheets, PDFs
// and the RA's history texts use this one formatter; the API's fields keep the spec's codes and names.

/**
 * 'description (code)'. Without a description (a place no longer in the tables, or names not loaded
 * yet) the code alone; without a code the description alone; neither: `none` ('' unless given).
 */
export function placeLabel(
  description: string | null | undefined,
  code: string | null | undefined,
  none = '',
): string {
  const name = description?.trim() ?? '';
  const id = code?.trim() ?? '';
  if (!id) return name || none;
  if (!name || name === id) return id;
  return `${name} (${id})`;
}

/** A route between two places: 'Bodega Santiago (BDSCL) → Bodega Punta Arenas (BDPUQ)'. */
export const routeLabel = (
  from: { description?: string | null; code: string | null | undefined },
  to: { description?: string | null; code: string | null | undefined },
) => `${placeLabel(from.description, from.code)} → ${placeLabel(to.description, to.code)}`;

/**
 * Who acted, as a customer reads it (issue 29): the role of the staff at a place, never their account
 * ('bodega.puq'). Warehouse codes start with BD, office codes with OF.
 */
export function staffRoleAt(code: string | null | undefined): string {
  const place = code?.trim().toUpperCase() ?? '';
  if (place.startsWith('BD')) return 'Personal de bodega';
  if (place.startsWith('OF')) return 'Personal de oficina';
  return 'Personal de Carga';
}
