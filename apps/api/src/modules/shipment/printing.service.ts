import {
  formatUnitNumber,
  LABEL_FORMAT_NAMES,
  type LabelFormat,
  messages,
  PAYMENT_CONDITION_LABELS,
  type PaymentCondition,
  type ZplLabelSize,
} from '@carga/domain';
import { paymentOf } from '../../core/billing/ra-flow.repo.ts';
import type { Principal } from '../../core/principal.ts';
import { listDescribedRepacks, listDocuments, listPackages } from '../../core/ra/items.repo.ts';
import { type ReceptionRow, recordHistory } from '../../core/ra/ra.repo.ts';
import { loadReadableRa } from '../../core/ra/ra-access.ts';
import { parameterGroups as g, parameterDescription } from '../../core/reference/parameters.repo.ts';
import { findPlace, officeTable, warehouseTable } from '../../core/reference/places.repo.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { buildLabelsPdf, buildManyLabelsPdf, listPackageUnits } from '../../reports/pdf/labels.pdf.ts';
import type { RaReportData } from '../../reports/pdf/report-data.ts';
import { buildVoucherPdf } from '../../reports/pdf/voucher.pdf.ts';
import { buildLabelsZpl } from '../../reports/zpl/labels.zpl.ts';
import { findUser } from '../admin/users.repo.ts';
import { ensureTrackingCode, trackingUrl } from '../tracking/codes.ts';

const flagLabels: Array<[keyof ReceptionRow, string]> = [
  ['sindcargaimo', 'Carga IMO'],
  ['sindsobredimension', 'Sobredimensionada'],
  ['sindnoapilable', 'No apilable'],
  ['sindplana', 'Plana'],
  ['sindfragil', 'Frágil'],
  ['sindretirolocal', 'Retiro en local'],
  ['sindentregalocal', 'Entrega en local'],
  ['sindenviodirecto', 'Envío directo'],
];

async function nameOf(db: Db, kind: 'office' | 'warehouse', code: string | null) {
  if (!code) return null;
  const row = await findPlace(db, kind === 'office' ? officeTable : warehouseTable, code);
  return row?.name ?? code;
}

/**
 * Everything the labels and the receipt print, resolved to Spanish descriptions; with `publicUrl`, the
 * RA's tracking code and link too (made now for an RA finished before codes existed).
 */
export async function loadReportData(db: Db, ra: ReceptionRow, publicUrl?: string): Promise<RaReportData> {
  const trackingCode =
    publicUrl && ra.scodestado !== 'ENCREA' ? await ensureTrackingCode(db, ra.nidra) : null;
  const [documents, lines, repacks, state, via, cargoType, cargoState, receiver] = await Promise.all([
    listDocuments(db, ra.nidra),
    listPackages(db, ra.nidra),
    listDescribedRepacks(db, ra.nidra),
    parameterDescription(db, g.raState, ra.scodestado),
    parameterDescription(db, g.via, ra.sviadespacho),
    parameterDescription(db, g.cargoType, ra.scodtipocarga),
    parameterDescription(db, g.cargoState, ra.scodestadocarga),
    findUser(db, ra.nidusuariocreacion),
  ]);
  const flags = flagLabels.filter(([key]) => ra[key] === 'S').map(([, label]) => label);
  if (ra.sindreef === 'S') flags.push(`Refrigerada (${ra.ntemperatura ?? '—'} °C)`);
  return {
    nidra: ra.nidra,
    scodestado: ra.scodestado,
    sdesestado: state ?? ra.scodestado,
    dfecrecepcion: ra.dfecrecepcion,
    stiporecepcion: ra.stiporecepcion,
    sdesviadespacho: ra.sotraviadespacho
      ? `${via ?? ra.sviadespacho}: ${ra.sotraviadespacho}`
      : (via ?? ra.sviadespacho),
    smodalidadenvio: ra.smodalidadenvio,
    origin: {
      office: ra.scodoficinaorigen,
      officeName: (await nameOf(db, 'office', ra.scodoficinaorigen)) ?? ra.scodoficinaorigen,
      warehouse: ra.scodbodegaorigen,
      warehouseName: await nameOf(db, 'warehouse', ra.scodbodegaorigen),
    },
    destination: {
      office: ra.scodoficinadestino,
      officeName: await nameOf(db, 'office', ra.scodoficinadestino),
      warehouse: ra.scodbodegadestino,
      warehouseName: await nameOf(db, 'warehouse', ra.scodbodegadestino),
    },
    sender: { rut: ra.srutremitente, name: ra.snomremitente },
    recipient: { rut: ra.srutdestinatario, name: ra.snomdestinatario },
    agent: ra.srutagente ? { rut: ra.srutagente, name: ra.snomagente } : null,
    billing: { party: ra.sfacturar, rut: ra.srutfacturar },
    tracking: ra.sidtrackingext,
    cargoType: ra.scodtipocarga,
    cargoTypeName: cargoType,
    description: ra.sdescripcioncarga,
    condition: ra.scondicioncarga,
    additionalCondition: ra.scondicionadicional,
    cargoState: cargoState ?? ra.scodestadocarga,
    flags,
    repacks: repacks.map((r) => ({ description: r.sdesreempaque, quantity: r.ncantidad })),
    documents: documents.map((d) => ({
      type: d.sdestipodocumento,
      number: d.sidentificadordocumento,
      date: d.dfecdocumento,
      value: d.sindsinvalor === 'S' ? null : d.nvalordocumento,
    })),
    packages: lines.map((p) => ({
      type: p.sdestipobulto,
      quantity: p.ncantidadbultos,
      weightKg: p.npesobultokg,
      lengthCm: p.nlargocm,
      widthCm: p.nanchocm,
      heightCm: p.naltocm,
      reference: p.sreferencia,
      volumeM3: p.nvolumentotalm3,
      totalWeightKg: p.npesototalkg,
      volumetricKg: p.npesovolumtotal,
    })),
    totals: {
      packages: ra.ncantidadbultos,
      volumeM3: ra.nvolumenm3,
      weightKg: ra.npesobrutokg,
      volumetricKg: ra.npesovolumetrico,
      density: ra.ndensidad,
    },
    receivedBy: receiver?.snombre ?? '',
    trackingCode,
    trackingUrl: trackingCode && publicUrl ? trackingUrl(publicUrl, trackingCode) : null,
    // Before the finish the RA has no tracking code and may still change: its receipt is a draft.
    draft: ra.scodestado === 'ENCREA',
  };
}

/** `base`: where this answer's tracking links start (request.linkBase()); the configured address otherwise. */
export function createPrintingService(db: Db, publicUrl?: string) {
  /**
   * What package labels print, in any format: staff on the RA's route only (a customer gets 404 for
   * others' RAs, 403 for theirs), and an RA with packages.
   */
  async function loadLabelsData(principal: Principal, nidra: number, base = publicUrl) {
    const ra = await loadReadableRa(db, principal, nidra);
    if (principal.rut !== null) throw forbidden();
    if (ra.ncantidadbultos === 0) throw conflict(messages.labelsNeedPackages);
    return loadReportData(db, ra, base);
  }

  return {
    /** Package labels as the spec's A6 PDF, one page per unit. */
    async labels(principal: Principal, nidra: number, base?: string) {
      return buildLabelsPdf(await loadLabelsData(principal, nidra, base));
    },

    /**
     * The labels of several RAs in one PDF (an import's), each checked as one RA's labels are; RAs
     * without packages (documents) are left out, and a 409 when none has any.
     */
    async manyLabels(principal: Principal, ids: number[], title: string, base = publicUrl) {
      const all = [];
      for (const nidra of [...new Set(ids)]) {
        const ra = await loadReadableRa(db, principal, nidra);
        if (principal.rut !== null) throw forbidden();
        if (ra.ncantidadbultos > 0) all.push(await loadReportData(db, ra, base));
      }
      if (all.length === 0) throw conflict(messages.labelsNeedPackages);
      return buildManyLabelsPdf(title, all);
    },

    /** The same labels in ZPL for thermal printers, one ^XA … ^XZ per unit. */
    async zplLabels(principal: Principal, nidra: number, size: ZplLabelSize, base?: string) {
      return buildLabelsZpl(await loadLabelsData(principal, nidra, base), size);
    },

    /**
     * Unit k's label again (a torn or lost label), as PDF or ZPL, written to the RA's history: a second
     * label with the same code is worth knowing about when a unit turns up twice in a scan.
     */
    async reprintUnitLabel(
      principal: Principal,
      nidra: number,
      k: number,
      format: LabelFormat,
      base?: string,
    ) {
      const data = await loadLabelsData(principal, nidra, base);
      const n = listPackageUnits(data.packages).length;
      if (k > n) throw notFound(messages.unitLabelNotFound);
      const label =
        format === 'pdf'
          ? await buildLabelsPdf(data, { only: k })
          : buildLabelsZpl(data, format, { only: k });
      await db.transaction((tx) =>
        recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'ETIQUETA_REIMPRESA',
          sdetalle: `Etiqueta del bulto ${formatUnitNumber(k, n)} reimpresa (${LABEL_FORMAT_NAMES[format]})`,
        }),
      );
      return { label, n };
    },

    /** The reception receipt: staff on the RA's route and the customer whose cargo it is. */
    async voucher(principal: Principal, nidra: number, base = publicUrl) {
      const ra = await loadReadableRa(db, principal, nidra);
      const [data, payment] = await Promise.all([loadReportData(db, ra, base), paymentOf(db, nidra)]);
      // 'Condición de pago: …' and, while it is owed, 'Monto: $…' (issue 33); nothing for RAs before it.
      const condition = payment?.scondicionpago as PaymentCondition | null | undefined;
      data.payment = condition
        ? { condition: PAYMENT_CONDITION_LABELS[condition] ?? condition, due: payment?.due ?? 0 }
        : null;
      return buildVoucherPdf(data);
    },
  };
}

export type PrintingService = ReturnType<typeof createPrintingService>;
