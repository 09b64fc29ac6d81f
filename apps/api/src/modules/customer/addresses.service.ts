import type { AddressCreated, AddressDetail } from '@carga/domain';
import {
  type addressCreate,
  type addressForm,
  type addressListQuery,
  CONFIG_PAGE_SIZE,
  messages,
  normalizeRut,
  type z,
} from '@carga/domain';
import { findClientById, findClientByRut } from '../../core/reference/clients.repo.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { findCommune } from '../parties/parties.repo.ts';
import * as repo from './addresses.repo.ts';

export function createAddressesService(db: Db) {
  const detail = async (nidcliente: number, niddireccion: number): Promise<AddressDetail> => {
    const found = await repo.findAddress(db, nidcliente, niddireccion);
    if (!found) throw notFound(messages.addressNotFound);
    return found;
  };

  return {
    list(q: z.output<typeof addressListQuery>) {
      return repo.pageAddresses(db, q, q.Page, CONFIG_PAGE_SIZE);
    },

    detail,

    /** First stage of 'Nueva dirección': an empty address of the client, to be completed by update. */
    async create(input: z.output<typeof addressCreate>): Promise<AddressCreated> {
      const client = await findClientByRut(db, normalizeRut(input.srutcliente));
      if (!client) throw notFound(messages.clientNotFound);
      const niddireccion = await repo.insertAddressShell(db, client.nidcliente);
      return { nidcliente: client.nidcliente, niddireccion };
    },

    async update(
      nidcliente: number,
      niddireccion: number,
      form: z.output<typeof addressForm>,
    ): Promise<AddressDetail> {
      await db.transaction(async (tx) => {
        if (!(await findClientById(tx, nidcliente))) throw notFound(messages.clientNotFound);
        if (!(await repo.findAddress(tx, nidcliente, niddireccion))) throw notFound(messages.addressNotFound);
        const commune = await findCommune(tx, form.scodcomuna);
        if (!commune) throw badRequest(messages.communeRequired, 'scodcomuna');
        if (commune.scodregion !== form.scodregion)
          throw badRequest(messages.communeNotInRegion, 'scodcomuna');
        const { scodregion: _, ...values } = form;
        await repo.updateAddress(tx, niddireccion, values);
      });
      return detail(nidcliente, niddireccion);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
