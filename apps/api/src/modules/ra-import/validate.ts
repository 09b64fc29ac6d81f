import {
  cargoDescriptionUpdate,
  type FinishTarget,
  type ImportIssue,
  type ImportRa,
  importMessages as im,
  messages,
  packageInput,
  receptionConditionsUpdate,
  round5,
  SIN_TARIFA,
  stepOneCreate,
  type z,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import { columnByKey, IMPORT_COLUMNS, type ImportColumn } from './columns.ts';
import type { ImportLookups } from './lookups.repo.ts';
import type { SheetRow } from './parse.ts';

/** What the wizard's steps would receive for one RA: steps 1, 2, 3 and 5, ready for its services. */
export interface PlannedRa {
  grupo: string;
  filas: number[];
  stepOne: z.output<typeof stepOneCreate>;
  conditions: z.output<typeof receptionConditionsUpdate>;
  description: z.output<typeof cargoDescriptionUpdate>;
  packages: Array<{ fila: number; line: z.output<typeof packageInput> }>;
}

const raColumns = IMPORT_COLUMNS.filter((c) => c.level === 'ra');
const lineColumns = IMPORT_COLUMNS.filter((c) => c.level === 'bulto');
const header = (key: string) => columnByKey.get(key)?.header ?? key;

/** The wizard's own schema on the row's values; its issues as the report's rows, named by column. */
function check<S extends z.ZodType>(schema: S, input: object, fila: number, issues: ImportIssue[]) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data as z.output<S>;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const campo = header(String(issue.path[0] ?? 'grupo'));
    if (seen.has(campo)) continue;
    seen.add(campo);
    issues.push({ fila, campo, mensaje: issue.message });
  }
  return null;
}

/**
 * The database checks of the wizard's steps (wizard-checks.ts, items.service.ts) on codes read once:
 * the code exists, and a place or a package type is active; the origin office is one of the caller's.
 */
function checkCodes(
  values: Record<string, string | undefined>,
  columns: readonly ImportColumn[],
  lookups: ImportLookups,
  fila: number,
  issues: ImportIssue[],
) {
  for (const column of columns) {
    const value = values[column.key];
    if (!column.list || value === undefined || ['flag', 'receptionType', 'billing'].includes(column.list))
      continue;
    const found = lookups.has(column.list, value);
    const mustBeActive = ['office', 'warehouse', 'packageType'].includes(column.list);
    const mensaje = !found
      ? column.list === 'packageType'
        ? messages.packageTypeInactive
        : messages.unknownCode
      : mustBeActive && !found.active
        ? column.list === 'packageType'
          ? messages.packageTypeInactive
          : messages.inactiveCode
        : null;
    if (mensaje) issues.push({ fila, campo: column.header, mensaje });
  }
}

function planGroup(
  grupo: string,
  rows: SheetRow[],
  ctx: { principal: Principal; target: FinishTarget; lookups: ImportLookups },
  issues: ImportIssue[],
): PlannedRa | null {
  const [first, ...rest] = rows as [SheetRow, ...SheetRow[]];
  const before = issues.length;
  const ra = first.values;
  // The RA's fields come from the group's first row; the others leave them empty or repeat them.
  for (const row of rest) {
    for (const column of raColumns) {
      const value = row.values[column.key];
      if (value !== undefined && value !== ra[column.key])
        issues.push({ fila: row.fila, campo: column.header, mensaje: im.groupMismatch });
    }
  }
  const stepOne = check(stepOneCreate, { ...ra, nidra: 0 }, first.fila, issues);
  const conditions = check(receptionConditionsUpdate, ra, first.fila, issues);
  const description = check(cargoDescriptionUpdate, { ...ra, reempaqueList: [] }, first.fila, issues);
  checkCodes(ra, raColumns, ctx.lookups, first.fila, issues);
  const office = ra.scodoficinaorigen;
  if (office && ctx.lookups.has('office', office) && !worksAt(ctx.principal, office))
    issues.push({ fila: first.fila, campo: header('scodoficinaorigen'), mensaje: messages.officeNotAllowed });

  const packages: PlannedRa['packages'] = [];
  for (const row of rows) {
    // A row without any package cell adds no line (an RA of documents has none).
    if (lineColumns.every((c) => row.values[c.key] === undefined)) continue;
    const line = check(packageInput, row.values, row.fila, issues);
    checkCodes(row.values, lineColumns, ctx.lookups, row.fila, issues);
    if (line) packages.push({ fila: row.fila, line });
  }
  // What finishing asks of an RA (wizard.service.ts finish).
  if (
    stepOne?.tipoRecepcion === 'FISIC' &&
    rows.every((r) => lineColumns.every((c) => r.values[c.key] === undefined))
  )
    issues.push({ fila: first.fila, campo: header('scodtipobulto'), mensaje: messages.finishNeedsPackages });
  if (ctx.target === 'BORIG' && description?.scodtipocarga === SIN_TARIFA)
    issues.push({ fila: first.fila, campo: header('scodtipocarga'), mensaje: messages.sinTarifaToWarehouse });

  if (issues.length > before || !stepOne || !conditions || !description) return null;
  return { grupo, filas: rows.map((r) => r.fila), stepOne, conditions, description, packages };
}

/** The report of a file: every row's problems, and the RAs it would create when it has none. */
export function validateRows(
  rows: SheetRow[],
  ctx: { principal: Principal; target: FinishTarget; lookups: ImportLookups },
) {
  const issues: ImportIssue[] = [];
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) {
    const grupo = row.values.grupo;
    if (!grupo) {
      issues.push({ fila: row.fila, campo: header('grupo'), mensaje: messages.required });
      continue;
    }
    const group = groups.get(grupo);
    if (group) group.push(row);
    else groups.set(grupo, [row]);
  }
  const planned: PlannedRa[] = [];
  for (const [grupo, groupRows] of groups) {
    const plan = planGroup(grupo, groupRows, ctx, issues);
    if (plan) planned.push(plan);
  }
  issues.sort((a, b) => a.fila - b.fila);
  return { issues, planned };
}

/** An RA of the report: who sends, to whom and where, and its packages. */
export function summarize(plan: PlannedRa, nidra: number | null = null): ImportRa {
  return {
    grupo: plan.grupo,
    filas: plan.filas,
    remitente: plan.stepOne.nomRemitente,
    destinatario: plan.stepOne.nomDestinatario,
    oficinaDestino: plan.conditions.scodoficinadestino,
    bultos: plan.packages.reduce((sum, p) => sum + p.line.ncantidadbultos, 0),
    // Decimal kilos (issue 29) summed in floats: rounded as every weight is kept.
    pesoKg: round5(plan.packages.reduce((sum, p) => sum + p.line.ncantidadbultos * p.line.npesobultokg, 0)),
    nidra,
  };
}
