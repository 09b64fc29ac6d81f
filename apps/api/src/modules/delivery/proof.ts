import { messages, placeLabel } from '@carga/domain';
import { raCounts } from '../../core/ra/arrival.repo.ts';
import { attachmentHash } from '../../core/ra/attachments.repo.ts';
import { deliveryOf } from '../../core/ra/delivery.repo.ts';
import { findReception } from '../../core/ra/ra.repo.ts';
import { findPlace, officeTable, warehouseTable } from '../../core/reference/places.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { buildDeliveryProofPdf, type DeliveryProofData } from '../../reports/pdf/delivery-proof.pdf.ts';
import { deliveredCounts } from '../custody/delivery-units.ts';
import { ensureTrackingCode, trackingUrl } from '../tracking/codes.ts';
import { unitCountOf } from './proof.repo.ts';

// The proof of delivery of an RA (issue 16), for staff, for the customer, and for the e-mail that tells
// the customer the cargo was delivered. Who may read it is the caller's business: this only builds it.

async function placeOf(db: Db | Tx, kind: 'office' | 'warehouse', code: string | null) {
  if (!code) return 'Sin definir';
  const place = await findPlace(db, kind === 'office' ? officeTable : warehouseTable, code);
  return placeLabel(place?.name, code);
}

/** A hand-over file's bytes (photo, signature); one the store lost leaves the proof without it, not without a proof. */
async function fileOf(db: Db | Tx, files: FileStore | undefined, nidadjunto: number | null) {
  if (!files || nidadjunto === null) return null;
  const shash = await attachmentHash(db, nidadjunto);
  if (!shash) return null;
  return files.get(shash).catch(() => null);
}

/**
 * What the proof prints, or a Spanish 404 when the RA does not exist or is not delivered yet. Creates
 * the RA's tracking code if it has none (an RA finished before codes existed).
 */
export async function loadDeliveryProof(
  db: Db | Tx,
  nidra: number,
  publicUrl: string,
  files?: FileStore,
): Promise<DeliveryProofData> {
  const ra = await findReception(db, nidra);
  if (!ra) throw notFound(messages.raNotFound);
  const delivery = await deliveryOf(db, nidra);
  if (!delivery || ra.scodestado !== 'ENTRE') throw notFound(messages.deliveryProofNotDelivered);
  const [counts, delivered, unitTotal, origin, warehouse, code, photo, signature] = await Promise.all([
    raCounts(db, [nidra], { receivedOnly: true }),
    deliveredCounts(db, [nidra]),
    unitCountOf(db, nidra),
    placeOf(db, 'office', ra.scodoficinaorigen),
    placeOf(db, 'warehouse', ra.scodbodegadestino),
    ensureTrackingCode(db, nidra),
    fileOf(db, files, delivery.nidadjunto),
    fileOf(db, files, delivery.nidadjuntofirma),
  ]);
  const c = counts.get(nidra);
  const total = unitTotal || ra.ncantidadbultos;
  // An RA delivered before units existed has no unit rows: what arrived is what was handed over.
  const handed = unitTotal > 0 ? (delivered.get(nidra) ?? 0) : (c?.ncantidadrecibida ?? total);
  return {
    nidra,
    sender: { name: ra.snomremitente },
    recipient: { name: ra.snomdestinatario },
    origin,
    warehouse,
    receivedBy: { name: delivery.snombreretira, rut: delivery.srutretira },
    deliveredAt: new Date(delivery.dfhoentrega),
    units: {
      total,
      delivered: handed,
      missing: c?.ncantidadfaltante ?? 0,
      damaged: c?.ncantidaddanada ?? 0,
    },
    photo,
    signature,
    trackingCode: code,
    trackingUrl: trackingUrl(publicUrl, code),
  };
}

/**
 * The proof of delivery as PDF bytes (A4). `files` adds the recipient's signature and the hand-over photo;
 * without it (a caller with no file store) the proof is the same but for them.
 */
export async function proofOfDeliveryPdf(
  db: Db | Tx,
  nidra: number,
  publicUrl: string,
  files?: FileStore,
): Promise<Buffer> {
  return buildDeliveryProofPdf(await loadDeliveryProof(db, nidra, publicUrl, files));
}
