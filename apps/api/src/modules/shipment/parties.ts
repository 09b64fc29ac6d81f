import { messages, normalizeRut } from '@carga/domain';
import { badRequest } from '../../errors.ts';
import type { References } from './references.repo.ts';

/**
 * The client behind a party of the RA: the chosen id must carry the typed RUT; without an id the RUT
 * is looked up, and an unknown RUT is kept as typed (a one-off recipient need not be a client).
 */
export async function resolveParty(
  refs: References,
  id: number | null | undefined,
  rut: string,
  field: string,
) {
  const srut = normalizeRut(rut);
  if (id) {
    const client = await refs.clientById(id);
    if (!client) throw badRequest(messages.clientNotFound, field);
    if (client.srutcliente !== srut) throw badRequest(messages.clientRutMismatch, field);
    return { id: client.nidcliente, rut: srut };
  }
  const client = await refs.clientByRut(srut);
  return { id: client?.nidcliente ?? null, rut: srut };
}
