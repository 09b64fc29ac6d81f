import type { ClientCombos, ClientDetail } from '@carga/domain';
import { type clientForm, type clientListQuery, messages, normalizeRut, type z } from '@carga/domain';
import * as repo from '../../core/reference/clients.repo.ts';
import {
  parameterGroups as g,
  listParameters,
  parameterExists,
} from '../../core/reference/parameters.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';

type ClientForm = z.output<typeof clientForm>;

/**
 * The stored values of the form. A billing RUT makes the client billable (sindfacturacion S) and its
 * number before the hyphen is the billing id (spec 2 section 7); without one, N and ''.
 */
export function clientValues(form: ClientForm): repo.ClientValues {
  const billingRut = form.srutfacturacion ? normalizeRut(form.srutfacturacion) : '';
  return {
    srutcliente: normalizeRut(form.srutcliente),
    snombrecliente: form.snombrecliente,
    snombrecorto: form.snombrecorto,
    sindclientecontr: form.sindclientecontr,
    sindclientecouri: form.sindclientecouri,
    sindproveedor: form.sindproveedor,
    sindproveedorint: form.sindproveedorint,
    sindfacturacion: billingRut ? 'S' : 'N',
    srutfacturacion: billingRut,
    sidfactura: billingRut ? billingRut.split('-')[0] : '',
    sprefijotelefono: form.sprefijotelefono,
    stelefono: form.stelefono,
    sterminoenvio: form.sterminoenvio,
    stipoentrega: form.stipoentrega,
    sindactivo: form.sindactivo,
    semail: form.semail || null,
    sindnotificar: form.sindnotificar,
  };
}

/** The combos are optional, but a code that is sent must be one of the list's. */
async function assertCombos(tx: Tx, form: ClientForm) {
  if (form.sterminoenvio && !(await parameterExists(tx, g.shippingTerm, form.sterminoenvio))) {
    throw badRequest(messages.unknownCode, 'sterminoenvio');
  }
  if (form.stipoentrega && !(await parameterExists(tx, g.deliveryType, form.stipoentrega))) {
    throw badRequest(messages.unknownCode, 'stipoentrega');
  }
}

export function createClientsService(db: Db) {
  const detail = async (nidcliente: number): Promise<ClientDetail> => {
    const found = await repo.findClientDetail(db, nidcliente);
    if (!found) throw notFound(messages.clientNotFound);
    return found;
  };

  return {
    list(q: z.output<typeof clientListQuery>) {
      return repo.pageClients(db, q, q.Page, q.PageSize);
    },

    async combos(): Promise<ClientCombos> {
      const [terminoDeEntrega, tipoDeEntrega] = await Promise.all([
        listParameters(db, g.shippingTerm),
        listParameters(db, g.deliveryType),
      ]);
      return { terminoDeEntrega, tipoDeEntrega };
    },

    detail,

    async create(form: ClientForm): Promise<ClientDetail> {
      const values = clientValues(form);
      // A RUT taken between the check and the insert (two 'Crear' at once) meets the unique index:
      // the route's conflictMessage gives it the same 409.
      const nidcliente = await db.transaction(async (tx) => {
        await assertCombos(tx, form);
        if (await repo.findClientByRut(tx, values.srutcliente)) throw conflict(messages.rutAlreadyExists);
        return repo.insertClient(tx, values);
      });
      return detail(nidcliente);
    },

    /** The RUT is the client's identity: a different one is refused, not applied. */
    async update(nidcliente: number, form: ClientForm): Promise<ClientDetail> {
      const values = clientValues(form);
      await db.transaction(async (tx) => {
        const client = await repo.findClientById(tx, nidcliente, { forUpdate: true });
        if (!client) throw notFound(messages.clientNotFound);
        if (client.srutcliente !== values.srutcliente)
          throw badRequest(messages.rutCannotChange, 'srutcliente');
        await assertCombos(tx, form);
        const { srutcliente: _, ...changes } = values;
        await repo.updateClient(tx, nidcliente, changes);
      });
      return detail(nidcliente);
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
