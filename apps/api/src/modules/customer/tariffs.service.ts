import type { TariffCreated, TariffDetailResponse, TariffFilters, TariffKey } from '@carga/domain';
import {
  CONFIG_PAGE_SIZE,
  chileToday,
  messages,
  normalizeRut,
  SIN_TARIFA,
  type tariffForm,
  type tariffKeyParams,
  type tariffListQuery,
  type tariffUpdate,
  type z,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { findClientById, findClientByRut } from '../../core/reference/clients.repo.ts';
import {
  parameterGroups as g,
  listParameters,
  parameterExists,
} from '../../core/reference/parameters.repo.ts';
import { findPlace, officeTable } from '../../core/reference/places.repo.ts';
import { insertVersion, listVersions } from '../../core/reference/prices.repo.ts';
import * as repo from '../../core/reference/tariffs.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { listOffices } from '../lookups/lookups.repo.ts';

type TariffForm = z.output<typeof tariffForm>;

const keyOf = (nidcliente: number, form: TariffForm): TariffKey => ({
  nidcliente,
  scodoficinaorigen: form.scodoficinaorigen,
  scodoficinadestino: form.scodoficinadestino,
  svia: form.svia,
  scodmodalidad: form.scodmodalidad,
  scodtipocarga: form.scodtipocarga,
});

/** The values a version holds. */
const pricesOf = (form: TariffForm) => ({
  nvalortarifakg: form.nvalortarifakg,
  nvalortarifam3: form.nvalortarifam3,
  nvalorpesovolum: form.nvalorpesovolum,
  nvalorcantidad: form.nvalorcantidad,
  nvalorcantinterno: form.nvalorcantinterno,
  nporcentajeseguro: form.nporcentajeseguro,
  nporcentajecargaimo: form.nporcentajecargaimo,
  ntarifaminima: form.ntarifaminima,
});

/** The tariff row's values: a version's plus the active flag. */
const valuesOf = (form: TariffForm) => ({ ...pricesOf(form), sindvigente: form.sindvigente });

/** Offices, via, modality and cargo type must exist; SINTARIFA cargo has no tariff by definition. */
async function assertKeyCodes(tx: Tx, form: TariffForm) {
  if (form.scodtipocarga === SIN_TARIFA) throw badRequest(messages.tariffForSinTarifa, 'scodtipocarga');
  for (const field of ['scodoficinaorigen', 'scodoficinadestino'] as const) {
    if (!(await findPlace(tx, officeTable, form[field]))) throw badRequest(messages.unknownCode, field);
  }
  const lists = [
    [g.via, 'svia'],
    [g.modality, 'scodmodalidad'],
    [g.cargoType, 'scodtipocarga'],
  ] as const;
  for (const [group, field] of lists) {
    if (!(await parameterExists(tx, group, form[field]))) throw badRequest(messages.unknownCode, field);
  }
}

const withoutId = ({ nidtarifa: _, ...tariff }: repo.TariffRow) => tariff;

/** The spec's tarifaClienteDto and the tariff's versions, newest first, marking the one valid today. */
async function detailOf(db: Db, tariff: repo.TariffRow): Promise<TariffDetailResponse> {
  const versions = await listVersions(db, tariff.nidtarifa);
  const today = chileToday();
  const current = versions.find((v) => v.version.dvigenciadesde <= today) ?? versions.at(-1);
  return {
    tarifaClienteDto: withoutId(tariff),
    versionList: versions.map(
      ({ version: { nidtarifa: _, nidusuario: __, ...version }, snombreusuario }) => ({
        ...version,
        snombreusuario,
        dfeccreacion: version.dfeccreacion.toISOString(),
        sindactual: version.nidversion === current?.version.nidversion ? 'S' : 'N',
      }),
    ),
  };
}

/** Tarifas' filters (the list and its export). */
export const tariffFiltersOf = (q: Omit<z.output<typeof tariffListQuery>, 'Page'>): repo.TariffFilters => ({
  rut: q.rut,
  nombre: q.nombre,
  originOffice: q.codigoBodegaOrigen,
  destinationOffice: q.codigoBodegaDestino,
  via: q.via,
});

export function createTariffsService(db: Db) {
  return {
    list(q: z.output<typeof tariffListQuery>) {
      return repo.pageTariffs(db, tariffFiltersOf(q), q.Page, CONFIG_PAGE_SIZE);
    },

    async filters(): Promise<TariffFilters> {
      const [oficinaList, viaList, modalidadEnvioList, cargoTypes] = await Promise.all([
        listOffices(db),
        listParameters(db, g.via),
        listParameters(db, g.modality),
        listParameters(db, g.cargoType),
      ]);
      return {
        oficinaList,
        viaList,
        modalidadEnvioList,
        tipoCargaList: cargoTypes.filter((c) => c.scodparametro01 !== SIN_TARIFA),
      };
    },

    async detail(params: z.output<typeof tariffKeyParams>): Promise<TariffDetailResponse> {
      const found = await repo.findTariff(db, {
        nidcliente: params.id,
        scodoficinaorigen: params.origin,
        scodoficinadestino: params.destination,
        svia: params.via,
        scodmodalidad: params.modality,
        scodtipocarga: params.cargoType,
      });
      if (!found) throw notFound(messages.tariffNotFound);
      return detailOf(db, found);
    },

    /** A new tariff of the client named by srutcliente; a key with an active tariff answers 409. */
    async create(principal: Principal, form: TariffForm): Promise<TariffCreated> {
      // Two requests racing to make the same key active meet the unique index: the route's conflictMessage.
      return db.transaction(async (tx) => {
        const client = await findClientByRut(tx, normalizeRut(form.srutcliente));
        if (!client) throw notFound(messages.clientNotFound);
        await assertKeyCodes(tx, form);
        const key = keyOf(client.nidcliente, form);
        if (form.sindvigente === 'S' && (await repo.otherActiveTariff(tx, key))) {
          throw conflict(messages.tariffExists);
        }
        const nidtarifa = await repo.insertTariff(tx, {
          ...key,
          ...valuesOf(form),
          nidusuario: principal.nidusuario,
        });
        await insertVersion(tx, {
          nidtarifa,
          dvigenciadesde: chileToday(),
          ...pricesOf(form),
          nidusuario: principal.nidusuario,
        });
        return { nidcliente: client.nidcliente, snombrecorto: client.snombrecorto };
      });
    },

    /**
     * Updates the values and the active flag of the key's tariff (its active one, else the last changed);
     * the key itself never changes. Reactivating while another is active answers 409.
     */
    async update(principal: Principal, form: z.output<typeof tariffUpdate>): Promise<TariffDetailResponse> {
      const key = keyOf(form.nidcliente, form);
      await db.transaction(async (tx) => {
        const client = await findClientById(tx, form.nidcliente);
        if (!client) throw notFound(messages.clientNotFound);
        if (client.srutcliente !== normalizeRut(form.srutcliente)) {
          throw badRequest(messages.clientRutMismatch, 'srutcliente');
        }
        const current = await repo.findTariff(tx, key, { forUpdate: true });
        if (!current) throw notFound(messages.tariffNotFound);
        if (form.sindvigente === 'S' && (await repo.otherActiveTariff(tx, key, current.nidtarifa))) {
          throw conflict(messages.tariffExists);
        }
        await repo.updateTariff(tx, current.nidtarifa, {
          ...valuesOf(form),
          nidusuario: principal.nidusuario,
        });
        // Changed values are a new version from its day; RAs already priced keep their stored price.
        const values = pricesOf(form);
        const changed = (Object.keys(values) as Array<keyof typeof values>).some(
          (field) => Number(current[field]) !== values[field],
        );
        if (changed) {
          await insertVersion(tx, {
            nidtarifa: current.nidtarifa,
            dvigenciadesde: form.dvigenciadesde ?? chileToday(),
            ...values,
            nidusuario: principal.nidusuario,
          });
        }
      });
      const updated = await repo.findTariff(db, key);
      return detailOf(db, updated!);
    },
  };
}

export type TariffsService = ReturnType<typeof createTariffsService>;
