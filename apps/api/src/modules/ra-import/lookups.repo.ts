import { asc, inArray } from 'drizzle-orm';
import { parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { offices, parameters, warehouses } from '../../db/schema.ts';
import type { ColumnList } from './columns.ts';

/** A code and whether it is active; `description` for the template's lists. */
export interface Code {
  code: string;
  description: string;
  active: boolean;
}

/**
 * Every code the import checks, read once per file (not once per row): offices, warehouses and the
 * parameter groups of the wizard's steps 1, 3 and 5.
 */
export interface ImportLookups {
  lists: Record<ColumnList, Code[]>;
  has(list: ColumnList, code: string): Code | undefined;
}

const groups = {
  via: g.via,
  modality: g.modality,
  cargoType: g.cargoType,
  cargoState: g.cargoState,
  packageType: g.packageType,
} as const;

export async function loadImportLookups(db: Db | Tx): Promise<ImportLookups> {
  const [officeRows, warehouseRows, parameterRows] = await Promise.all([
    db
      .select({ code: offices.scodoficina, description: offices.snomoficina, active: offices.sindactivo })
      .from(offices)
      .orderBy(asc(offices.scodoficina)),
    db
      .select({
        code: warehouses.scodbodega,
        description: warehouses.snombodega,
        active: warehouses.sindactivo,
      })
      .from(warehouses)
      .orderBy(asc(warehouses.scodbodega)),
    db
      .select({
        group: parameters.sgrupo,
        code: parameters.scodparametro01,
        description: parameters.sdeslargo01,
        active: parameters.sindactivo,
      })
      .from(parameters)
      .where(inArray(parameters.sgrupo, Object.values(groups)))
      .orderBy(asc(parameters.norden)),
  ]);
  const toCode = (r: { code: string; description: string; active: string }): Code => ({
    code: r.code,
    description: r.description,
    active: r.active === 'S',
  });
  const ofGroup = (group: string) => parameterRows.filter((r) => r.group === group).map(toCode);
  const fixed = (pairs: Array<[string, string]>) =>
    pairs.map(([code, description]) => ({ code, description, active: true }));
  const lists: Record<ColumnList, Code[]> = {
    office: officeRows.map(toCode),
    warehouse: warehouseRows.map(toCode),
    via: ofGroup(groups.via),
    modality: ofGroup(groups.modality),
    cargoType: ofGroup(groups.cargoType),
    cargoState: ofGroup(groups.cargoState),
    packageType: ofGroup(groups.packageType),
    flag: fixed([
      ['S', 'Sí'],
      ['N', 'No'],
    ]),
    receptionType: fixed([
      ['FISIC', 'Carga física'],
      ['DOCUM', 'Documentos'],
    ]),
    billing: fixed([
      ['DESTI', 'Destinatario'],
      ['REMIT', 'Remitente'],
      ['OTRO', 'Otro'],
    ]),
  };
  const maps = Object.fromEntries(
    Object.entries(lists).map(([list, codes]) => [list, new Map(codes.map((c) => [c.code, c]))]),
  ) as Record<ColumnList, Map<string, Code>>;
  return { lists, has: (list, code) => maps[list].get(code) };
}
