import type { AgentSummary, ClientSummary, NewSenderRequest, z } from '@carga/domain';
import { isRutFormat, messages, newSenderRequest, normalizeRut, rutFromTyped } from '@carga/domain';
import { findClientByRut } from '../../core/reference/clients.repo.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import * as repo from './parties.repo.ts';

type SearchQuery = { rut?: string; nombre?: string };

/** A RUT written with thousands dots ('76.086.428-5'), whichever parameter it came in. */
const DOTTED_RUT = /^\d{1,3}(\.\d{3})+-[\dkK]$/;

/**
 * Numeric text is a RUT (spec 1 section 5); a complete RUT is searched in its stored form, also when
 * typed with dots. A whole dotted RUT sent as a name is searched as the RUT it is.
 */
export function searchTerms(query: SearchQuery): SearchQuery | null {
  const nombre = query.nombre?.trim();
  const rut = query.rut?.trim() || (nombre && DOTTED_RUT.test(nombre) ? nombre : '');
  if (rut) {
    const typed = rutFromTyped(rut);
    return { rut: isRutFormat(typed) ? normalizeRut(typed) : typed.toUpperCase() };
  }
  if (nombre) return { nombre };
  return null;
}

export function createPartiesService(db: Db) {
  return {
    async searchClients(query: SearchQuery): Promise<ClientSummary[]> {
      const terms = searchTerms(query);
      return terms ? repo.searchClients(db, terms) : [];
    },

    /** Agents are clients acting for the sender; searched by RUT. */
    async searchAgents(query: SearchQuery): Promise<AgentSummary[]> {
      const terms = searchTerms(query);
      if (!terms) return [];
      const found = await repo.searchClients(db, terms);
      return found.map((c) => ({
        nidagente: c.nidcliente,
        srutagente: c.srutcliente,
        snombreagente: c.snombrecorto,
      }));
    },

    /**
     * 'Agregar remitente': a new client (a supplier) with its addresses; the postal code is '0'
     * (spec 1 section 5).
     */
    async createSender(input: z.output<typeof newSenderRequest> | NewSenderRequest): Promise<ClientSummary> {
      const sender = newSenderRequest.parse(input);
      const rut = normalizeRut(sender.srutcliente);
      for (const [index, address] of sender.direcciones.entries()) {
        const field = `direcciones.${index}.scodcomuna`;
        const commune = await repo.findCommune(db, address.scodcomuna);
        if (!commune) throw badRequest(messages.communeRequired, field);
        if (commune.scodregion !== address.scodregion) throw badRequest(messages.communeNotInRegion, field);
      }
      if (await findClientByRut(db, rut)) throw conflict(messages.rutAlreadyExists);
      const nidcliente = await db.transaction((tx) =>
        repo.insertClientWithAddresses(
          tx,
          {
            srutcliente: rut,
            snombrecliente: sender.snombrecliente,
            snombrecorto: sender.snombrecorto,
            sindempresa: sender.sindempresa,
            sindproveedor: 'S',
          },
          sender.direcciones.map((address) => ({
            scalle: address.scalle,
            snumeracion: address.snumeracion,
            srestodireccion: address.srestodireccion,
            scodcomuna: address.scodcomuna,
            scodpostal: '0',
            sindretiro: 'S',
          })),
        ),
      );
      return (await repo.getClientSummary(db, nidcliente))!;
    },
  };
}

export type PartiesService = ReturnType<typeof createPartiesService>;
