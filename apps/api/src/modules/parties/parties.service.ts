import type { AgentSummary, ClientSummary, NewSenderForm, z } from '@carga/domain';
import { isRutFormat, messages, newSenderForm, normalizeRut } from '@carga/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import * as repo from './parties.repo.ts';

type SearchQuery = { rut?: string; nombre?: string };

/** Numeric text is a RUT (spec 1 section 5); a complete RUT is searched in its stored form. */
function searchTerms(query: SearchQuery): SearchQuery | null {
  const rut = query.rut?.trim();
  if (rut) return { rut: isRutFormat(rut) ? normalizeRut(rut) : rut.toUpperCase() };
  const nombre = query.nombre?.trim();
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

    /** 'Agregar remitente': a new client with its address; the postal code is '0' (spec 1 section 5). */
    async createSender(input: z.output<typeof newSenderForm> | NewSenderForm): Promise<ClientSummary> {
      const form = newSenderForm.parse(input);
      const rut = normalizeRut(form.rut);
      const commune = await repo.findCommune(db, form.codComuna);
      if (!commune) throw badRequest(messages.communeRequired, 'codComuna');
      if (commune.scodregion !== form.codRegion) throw badRequest(messages.communeNotInRegion, 'codComuna');
      if (await repo.findClientByRut(db, rut)) throw conflict(messages.rutAlreadyExists);
      const nidcliente = await db.transaction((tx) =>
        repo.insertClientWithAddress(
          tx,
          {
            srutcliente: rut,
            snombrecliente: form.nombre,
            snombrecorto: form.nombreCorto,
            sindempresa: form.empresa,
            sindproveedor: 'S',
          },
          {
            scalle: form.calle,
            snumeracion: form.numeracion,
            srestodireccion: form.restoDireccion,
            scodcomuna: form.codComuna,
            scodpostal: '0',
            sindretiro: 'S',
          },
        ),
      );
      return (await repo.getClientSummary(db, nidcliente))!;
    },
  };
}

export type PartiesService = ReturnType<typeof createPartiesService>;
