import type { DocumentsResponse, PackagesResponse } from '@carga/domain';
import {
  chileToday,
  type documentCreate,
  formatClp,
  formatDate,
  formatDecimal,
  formatMeasures,
  measurePackage,
  messages,
  type packageInput,
  totalPackages,
  type z,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import {
  deleteDocument,
  deletePackage,
  findPackageType,
  insertDocument,
  insertPackage,
  listDocuments,
  listPackages,
  updatePackage,
} from '../../core/ra/items.repo.ts';
import { recordHistory, refreshPackageTotals } from '../../core/ra/ra.repo.ts';
import { editRa, loadOriginRa } from '../../core/ra/ra-access.ts';
import {
  parameterGroups as g,
  listParameters,
  parameterDescription,
  parameterExists,
} from '../../core/reference/parameters.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { type References, referencesIn } from './references.repo.ts';

type PackageBody = z.output<typeof packageInput>;
// The history names the package type by its description, as people read it.
const packageText = (description: string, p: PackageBody) =>
  `${p.ncantidadbultos} × ${description} ${formatMeasures(p.nlargocm, p.nanchocm, p.naltocm)}, ${formatDecimal(p.npesobultokg)} kg`;
const packageSummary = async (tx: Tx, p: PackageBody) =>
  packageText((await parameterDescription(tx, g.packageType, p.scodtipobulto)) ?? p.scodtipobulto, p);

const documentType = async (tx: Tx, code: string) =>
  (await parameterDescription(tx, g.documentType, code)) ?? code;

/**
 * Step 5's new line, checked (the type must be active): the line with its measures computed and what the
 * history says. The wizard adds it to an RA it holds for editing; the import with its RA.
 */
export async function planPackageLine(refs: References, principal: Principal, body: PackageBody) {
  if (!(await refs.parameterExists(g.packageType, body.scodtipobulto, { activeOnly: true }))) {
    throw badRequest(messages.packageTypeInactive, 'scodtipobulto');
  }
  const description =
    (await refs.parameterDescription(g.packageType, body.scodtipobulto)) ?? body.scodtipobulto;
  return {
    line: { ...body, ...measurePackage(body) },
    history: {
      nidusuario: principal.nidusuario,
      saccion: 'BULTO_AGREGADO',
      sdetalle: `Bultos agregados: ${packageText(description, body)}`,
    },
  };
}

/** Step 5's new line on an RA the caller holds for editing (editRa): its totals refreshed, its history written. */
async function addPackageLine(tx: Tx, principal: Principal, nidra: number, body: PackageBody) {
  const { line, history } = await planPackageLine(referencesIn(tx), principal, body);
  await insertPackage(tx, nidra, line);
  await refreshPackageTotals(tx, nidra);
  await recordHistory(tx, { ...history, nidra });
}

export function createItemsService(db: Db) {
  async function packagesResponse(nidra: number): Promise<PackagesResponse> {
    const [bultoList, activeTypes] = await Promise.all([
      listPackages(db, nidra),
      listParameters(db, g.packageType, { activeOnly: true }),
    ]);
    // Retired types are not offered for new lines, but a line that already has one still shows it.
    const retired = bultoList
      .filter((b) => !activeTypes.some((t) => t.scodparametro01 === b.scodtipobulto))
      .map((b) => ({ scodparametro01: b.scodtipobulto, sdeslargo01: b.sdestipobulto }));
    const tipoBultoList = [...activeTypes, ...new Map(retired.map((t) => [t.scodparametro01, t])).values()];
    return { bultoList, tipoBultoList, ...totalPackages(bultoList) };
  }

  async function documentsResponse(nidra: number): Promise<DocumentsResponse> {
    const [documentoList, tipoDocumentoList] = await Promise.all([
      listDocuments(db, nidra),
      listParameters(db, g.documentType),
    ]);
    return { documentoList, tipoDocumentoList };
  }

  return {
    async getDocuments(principal: Principal, nidra: number) {
      await loadOriginRa(db, principal, nidra);
      return documentsResponse(nidra);
    },

    async addDocument(principal: Principal, nidra: number, body: z.output<typeof documentCreate>) {
      if (body.dfecdocumento > chileToday()) throw badRequest(messages.documentDateFuture, 'dfecdocumento');
      if (Number.isNaN(Date.parse(body.dfecdocumento)))
        throw badRequest(messages.documentDateRequired, 'dfecdocumento');
      await editRa(db, principal, nidra, async (tx) => {
        if (!(await parameterExists(tx, g.documentType, body.scodtipodocumento))) {
          throw badRequest(messages.unknownCode, 'scodtipodocumento');
        }
        const withoutValue = body.sindsinvalor === 'S';
        await insertDocument(tx, {
          nidra,
          scodtipodocumento: body.scodtipodocumento,
          sidentificadordocumento: body.sidentificadordocumento,
          dfecdocumento: body.dfecdocumento,
          sindsinvalor: body.sindsinvalor,
          nvalordocumento: withoutValue ? null : (body.nvalordocumento ?? null),
        });
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'DOCUMENTO_AGREGADO',
          sdetalle: `Documento ${await documentType(tx, body.scodtipodocumento)} N° ${body.sidentificadordocumento} del ${formatDate(body.dfecdocumento)}, ${withoutValue ? 'sin valor' : formatClp(body.nvalordocumento ?? 0)}`,
        });
      });
      return documentsResponse(nidra);
    },

    async deleteDocument(principal: Principal, nidra: number, niddocumento: number) {
      await editRa(db, principal, nidra, async (tx) => {
        const doc = await deleteDocument(tx, nidra, niddocumento);
        if (!doc) throw notFound();
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'DOCUMENTO_ELIMINADO',
          sdetalle: `Documento ${await documentType(tx, doc.scodtipodocumento)} N° ${doc.sidentificadordocumento} eliminado`,
        });
      });
      return documentsResponse(nidra);
    },

    async getPackages(principal: Principal, nidra: number) {
      await loadOriginRa(db, principal, nidra);
      return packagesResponse(nidra);
    },

    /** Adds a package line with its measures computed here, and refreshes the RA totals. */
    async addPackage(principal: Principal, nidra: number, body: PackageBody) {
      await editRa(db, principal, nidra, (tx) => addPackageLine(tx, principal, nidra, body));
      return packagesResponse(nidra);
    },

    async updatePackage(principal: Principal, nidra: number, niditem: number, body: PackageBody) {
      await editRa(db, principal, nidra, async (tx) => {
        // A line may keep a type retired since it was entered, but not change to one.
        const keeps = (await findPackageType(tx, nidra, niditem)) === body.scodtipobulto;
        if (!(await parameterExists(tx, g.packageType, body.scodtipobulto, { activeOnly: !keeps }))) {
          throw badRequest(messages.packageTypeInactive, 'scodtipobulto');
        }
        if (!(await updatePackage(tx, nidra, niditem, { ...body, ...measurePackage(body) })))
          throw notFound();
        await refreshPackageTotals(tx, nidra);
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'BULTO_MODIFICADO',
          sdetalle: `Bulto ${niditem} modificado: ${await packageSummary(tx, body)}`,
        });
      });
      return packagesResponse(nidra);
    },

    async deletePackage(principal: Principal, nidra: number, niditem: number) {
      await editRa(db, principal, nidra, async (tx) => {
        const deleted = await deletePackage(tx, nidra, niditem);
        if (!deleted) throw notFound();
        await refreshPackageTotals(tx, nidra);
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'BULTO_ELIMINADO',
          sdetalle: `Bulto ${niditem} eliminado: ${await packageSummary(tx, deleted)}`,
        });
      });
      return packagesResponse(nidra);
    },
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
