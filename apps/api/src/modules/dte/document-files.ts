import type { Db, Tx } from '../../db/client.ts';
import { type DteFirmado, renderDtePdf } from './document/index.ts';
import type * as docs from './document.repo.ts';
import { findDocument } from './document.repo.ts';
import * as repo from './dte.repo.ts';
import type { Printable } from './stamp.ts';

// Issue 34: a stored document as files — its printed form (letter or 80 mm roll) and its signed XML — for
// whoever asked: the download routes (after their access check) and the notice that carries it.

export type PdfFormat = 'carta' | 'rollo80';

/** 'boleta-7.pdf', 'factura-3.xml', 'nota-credito-2.pdf'. */
export const documentFileName = (row: Pick<docs.DocumentRow, 'ntipo' | 'nfolio'>, extension: string) =>
  `${row.ntipo === 39 ? 'boleta' : row.ntipo === 61 ? 'nota-credito' : 'factura'}-${row.nfolio}.${extension}`;

/** The printed form, drawn from what the document was stamped with and the emisor's resolution. */
export async function documentPdf(db: Db | Tx, row: docs.DocumentRow, formato: PdfFormat): Promise<Buffer> {
  const issuer = await repo.findIssuer(db);
  const printable = row.jimpresion as Printable;
  const dte: DteFirmado = {
    ...printable,
    xml: row.sxml,
    bytes: Buffer.from(row.sxml, 'latin1'),
    ted: row.sted,
  };
  return renderDtePdf(dte, {
    formato,
    // A cuenta corriente factura's RAs past its lines (invoicing.service.ts).
    ...(printable.anexo && { anexo: printable.anexo }),
    prueba: row.sindprueba === 'S',
    resolucion: {
      numero: issuer?.nnumeroresolucion ?? 0,
      fecha: issuer?.dfecharesolucion ?? printable.fechaEmision,
    },
    ...(issuer && { oficinaSii: issuer.soficinasii }),
  });
}

/** The signed DTE as the SII reads it: ISO-8859-1 bytes, as it was signed. */
export const documentXml = (row: docs.DocumentRow) => Buffer.from(row.sxml, 'latin1');

/**
 * What a notice attaches (issue 34): the letter PDF, and the XML of a factura or nota (a company's own
 * system reads it; a person's boleta needs none). Null when the document no longer exists.
 */
export async function noticeAttachments(db: Db, nid: number) {
  const row = await findDocument(db, nid);
  if (!row) return null;
  const files = [
    {
      filename: documentFileName(row, 'pdf'),
      content: await documentPdf(db, row, 'carta'),
      contentType: 'application/pdf',
    },
  ];
  if (row.ntipo !== 39)
    files.push({
      filename: documentFileName(row, 'xml'),
      content: documentXml(row),
      contentType: 'application/xml',
    });
  return files;
}
