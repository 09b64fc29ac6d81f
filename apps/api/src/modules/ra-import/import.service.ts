import { createHash } from 'node:crypto';
import { type FinishTarget, type ImportReport, importMessages as im } from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SheetReader } from '../../sheets/sheet-pool.ts';
import { createImportedRas } from './create.ts';
import { fingerprintRows } from './fingerprint.ts';
import { claimImport, recordImport, recordRows, refuseRecentRows } from './imports.repo.ts';
import { loadImportLookups } from './lookups.repo.ts';
import { readImportSheet } from './parse.ts';
import { buildImportTemplate } from './template.ts';
import { summarize, validateRows } from './validate.ts';

export function createImportService(db: Db, sheets: SheetReader) {
  async function validate(principal: Principal, bytes: unknown, target: FinishTarget) {
    const rows = await readImportSheet(bytes, (file) => sheets.run('importSheet', file));
    const lookups = await loadImportLookups(db);
    const { issues, planned } = validateRows(rows, { principal, target, lookups });
    const report: ImportReport = {
      filas: rows.length,
      errores: issues,
      ras: issues.length ? [] : planned.map((plan) => summarize(plan)),
    };
    return { report, planned };
  }

  return {
    async template() {
      return buildImportTemplate(await loadImportLookups(db));
    },

    /** The per-row report of a file: nothing is written. */
    async validate(principal: Principal, bytes: unknown, target: FinishTarget): Promise<ImportReport> {
      return (await validate(principal, bytes, target)).report;
    },

    /**
     * The file checked again, then every RA created and finished in one transaction: a file with any
     * faulty row, or a failure on any RA, writes nothing. A faulty file answers 400 with its report; the
     * same file again within IMPORT_REPEAT_HOURS, 409 (imports.repo.ts), and so does another file with rows
     * of the same content for the same origin office (fingerprint.ts), naming them and their RAs: the
     * whole file is refused, unless the caller confirms that it is other cargo (`confirmed`).
     */
    async confirm(
      principal: Principal,
      bytes: unknown,
      target: FinishTarget,
      confirmed = false,
    ): Promise<ImportReport> {
      const { report, planned } = await validate(principal, bytes, target);
      if (report.errores.length) {
        throw new AppError(
          400,
          im.invalidRows,
          report.errores.map((e) => ({ field: `fila ${e.fila}: ${e.campo}`, message: e.mensaje })),
        );
      }
      const shash = createHash('sha256')
        .update(bytes as Uint8Array)
        .digest('hex');
      const prints = fingerprintRows(planned);
      const ids = await db.transaction(async (tx) => {
        await claimImport(tx, shash, principal.nidusuario, confirmed);
        if (!confirmed) await refuseRecentRows(tx, prints);
        const created = await createImportedRas(tx, principal, planned, target);
        await recordImport(tx, shash, created);
        const ofRow = new Map(planned.flatMap((plan, i) => plan.filas.map((fila) => [fila, created[i]])));
        await recordRows(
          tx,
          prints.map((p) => ({ ...p, nidra: ofRow.get(p.fila) as number })),
          principal.nidusuario,
          confirmed,
        );
        return created;
      });
      return { ...report, ras: planned.map((plan, i) => summarize(plan, ids[i] ?? null)) };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
