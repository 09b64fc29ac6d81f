import type { FinishTarget } from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { insertPackages, type PackageValues, replaceRepacks } from '../../core/ra/items.repo.ts';
import {
  type HistoryEntry,
  insertReceptions,
  packageTotalsValues,
  recordHistories,
} from '../../core/ra/ra.repo.ts';
import { parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { planConditions, planDescription } from '../shipment/conditions.service.ts';
import { finishRas, type RaError } from '../shipment/finish.ts';
import { planPackageLine } from '../shipment/items.service.ts';
import { referencesIn } from '../shipment/references.repo.ts';
import { planNewRa } from '../shipment/wizard.service.ts';
import type { PlannedRa } from './validate.ts';

type Planned = {
  row: Parameters<typeof insertReceptions>[1][number];
  lines: PackageValues[];
  repacks: Array<{ scodigo: string; ncantidad: number }>;
  history: Array<Omit<HistoryEntry, 'nidra'>>;
};

/** An error of one RA, named by its group's first row, so the user knows which RA failed; nothing stays. */
function named(error: unknown, plan: PlannedRa | undefined) {
  if (!(error instanceof AppError) || !plan) return error;
  const fila = plan.filas[0];
  return new AppError(error.statusCode, `Fila ${fila} (grupo ${plan.grupo}): ${error.message}`, [
    { field: `fila ${fila}`, message: error.message },
  ]);
}

/**
 * Steps 1, 2, 3 and 5 of one RA through the wizard's own checks and history texts (planNewRa,
 * planConditions, planDescription, planPackageLine): the row the wizard's steps would leave, before
 * finishing, its package lines and its history entries in the wizard's order.
 */
async function planRa(refs: ReturnType<typeof referencesIn>, principal: Principal, plan: PlannedRa) {
  const created = await planNewRa(refs, principal, plan.stepOne);
  // A new RA has no places of the route yet but its origin office (step 1).
  const route = { scodbodegaorigen: null, scodbodegadestino: null, scodoficinadestino: null };
  const conditions = await planConditions(refs, principal, { ...created.row, ...route }, plan.conditions);
  const description = await planDescription(refs, principal, plan.description);
  const lines = [];
  for (const { line } of plan.packages) lines.push(await planPackageLine(refs, principal, line));
  // The totals the wizard refreshes after each line, of the lines all added (none: the columns' zeros).
  const totals = lines.length ? packageTotalsValues(lines.map((l) => l.line)).values : {};
  return {
    row: { ...created.row, ...conditions.values, ...description.values, ...totals },
    lines: lines.map((l) => l.line),
    repacks: description.repacks,
    history: [created.history, conditions.history, description.history, ...lines.map((l) => l.history)],
  } satisfies Planned;
}

/**
 * Creates the file's RAs as the wizard's steps would and finishes them with the wizard's own finish
 * (finishRas), in the caller's transaction and in a few statements for the whole file: the codes,
 * places and clients read once, then every RA, package line and history entry inserted together.
 * Answers the new RAs' numbers in the plans' order.
 */
export async function createImportedRas(
  tx: Tx,
  principal: Principal,
  planned: PlannedRa[],
  target: FinishTarget,
): Promise<number[]> {
  const refs = referencesIn(tx);
  const ruts = planned.flatMap(({ stepOne, conditions }) =>
    [stepOne.rutRemitente, stepOne.rutDestinatario, stepOne.rutAgente, conditions.srutfacturar].filter(
      (rut): rut is string => !!rut,
    ),
  );
  await refs.prime(
    [g.via, g.modality, g.billingParty, g.cargoType, g.cargoState, g.repackType, g.packageType],
    ruts,
  );
  const plans: Planned[] = [];
  for (const plan of planned) {
    try {
      plans.push(await planRa(refs, principal, plan));
    } catch (error) {
      throw named(error, plan);
    }
  }
  const nidras = await insertReceptions(
    tx,
    plans.map((p) => p.row),
  );
  await insertPackages(
    tx,
    plans.flatMap((p, i) => p.lines.map((line) => ({ ...line, nidra: nidras[i] as number }))),
  );
  for (const [i, p] of plans.entries()) {
    if (p.repacks.length) await replaceRepacks(tx, nidras[i] as number, p.repacks);
  }
  await recordHistories(
    tx,
    plans.flatMap((p, i) => p.history.map((entry) => ({ ...entry, nidra: nidras[i] as number }))),
  );
  try {
    await finishRas(tx, principal, nidras, target);
  } catch (error) {
    const failed = (error as RaError).nidra;
    throw named(error, failed === undefined ? undefined : planned[nidras.indexOf(failed)]);
  }
  return nidras;
}
