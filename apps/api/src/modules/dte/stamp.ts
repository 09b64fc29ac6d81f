import { chileToday, type DteType, dteMessages } from '@carga/domain';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import { certificatePems } from './credentials/certificate.ts';
import type { SecretBox } from './credentials/secret-box.ts';
import {
  type Anexo,
  buildDte,
  checkInput,
  DteError,
  type DteFirmado,
  type Emisor,
  type Firma,
  type Linea,
  type Receptor,
  type Referencia,
} from './document/index.ts';
import * as docs from './document.repo.ts';
import * as repo from './dte.repo.ts';
import { takeFolio, voidFolio } from './folio.repo.ts';

// Issue 34: how every document is stamped, whatever asked for it (a counter payment, a cuenta corriente
// period, a nota de crédito): inside the caller's transaction the next folio of its type is taken, then the
// CAF's key is opened, the DTE built and signed (no database work) and the row inserted.
// A document that cannot be built after its folio was taken voids that folio (committed as void with the
// caller's transaction, never given again) and the caller learns why; nothing else is written. The folio is
// taken last, just before the document is signed and written, in the transaction that writes it: its range
// stays locked until the commit.

/** What the printed form needs besides the XML and the TED (`jimpresion`), with its annex if any. */
export type Printable = Omit<DteFirmado, 'xml' | 'bytes' | 'ted'> & { anexo?: Anexo };

/** The row's columns the caller decides (the rest come from the stamped document). */
export type StampRow = Omit<
  docs.DocumentValues,
  | 'ntipo'
  | 'nfolio'
  | 'nidcaf'
  | 'srutreceptor'
  | 'srazonsocialreceptor'
  | 'nneto'
  | 'nexento'
  | 'niva'
  | 'ntotal'
  | 'sxml'
  | 'sted'
  | 'jimpresion'
  | 'sindprueba'
>;

export interface StampRequest {
  tipo: DteType;
  receptor: Receptor;
  lineas: Linea[];
  referencias?: Referencia[];
  /** Carga's tariffs are gross of IVA (docs/decisions.md): true for every amount taken from an RA's price. */
  montosBrutos?: boolean;
  /** Printed after the document (a cuenta corriente factura's RAs when it carries one summary line). */
  anexo?: Anexo;
  row: StampRow;
  /**
   * Writes the stamped row (`docs.insertDocument` unless given): the counter writes it with its cargo event
   * in one statement, one round trip less while the folio's range is locked.
   */
  insert?: (tx: Tx, values: docs.DocumentValues) => Promise<docs.DocumentRow>;
}

export type StampOutcome = { row: docs.DocumentRow } | { voided: number; reason: string };

export interface Signer {
  emisor: Emisor;
  firma: Firma;
  prueba: boolean;
}

export interface StamperOptions {
  secrets: SecretBox;
  now?: () => Date;
}

export function createStamper(options: StamperOptions) {
  const now = options.now ?? (() => new Date());
  // Opening the .p12 (node-forge, PKCS#12's key derivation) cost more than signing a document: it is opened
  // once per uploaded certificate (its sealed text) and kept in this process, as its key must be to sign.
  const opened = new Map<string, Firma>();
  function openCertificate(sealedFile: string, sealedPassword: string): Firma {
    const key = `${sealedFile}\n${sealedPassword}`;
    let firma = opened.get(key);
    if (!firma) {
      firma = certificatePems(
        options.secrets.open(sealedFile),
        options.secrets.open(sealedPassword).toString(),
      );
      opened.clear();
      opened.set(key, firma);
    }
    return firma;
  }

  // A range's key, opened once per process (its sealed text never changes: a CAF is replaced, not edited).
  const cafKeys = new Map<string, string>();
  function openCafKey(sealed: string): string {
    let key = cafKeys.get(sealed);
    if (key === undefined) {
      try {
        key = options.secrets.open(sealed).toString();
      } catch {
        throw new DteError('No se pudo leer la clave privada del CAF; vuelva a cargarlo');
      }
      if (cafKeys.size >= 64) cafKeys.clear();
      cafKeys.set(sealed, key);
    }
    return key;
  }

  /** The emisor and the certificate's keys, or 409 when the company is not configured. */
  async function signer(tx: Tx): Promise<Signer> {
    const { issuer, certificate } = await repo.findSigningSetup(tx);
    if (!issuer || !certificate) throw conflict(dteMessages.issueNotConfigured);
    const firma = openCertificate(certificate.sarchivocifrado, certificate.sclavecifrada);
    return {
      emisor: {
        rut: issuer.srutemisor,
        razonSocial: issuer.srazonsocial,
        giro: issuer.sgiro,
        acteco: issuer.nactividadeconomica,
        direccion: issuer.sdireccion,
        comuna: issuer.scomuna,
      },
      firma,
      prueba: issuer.sindprueba === 'S' || certificate.sindprueba === 'S',
    };
  }

  /**
   * Stamps one document in the caller's transaction. `signed` may be passed when the caller stamps many
   * (the certificate is opened once). A refusal known before the folio (not configured, no folios) throws;
   * one after it returns `{ voided, reason }` with the folio voided.
   */
  async function stamp(tx: Tx, request: StampRequest, signed?: Signer): Promise<StampOutcome> {
    const { emisor, firma, prueba } = signed ?? (await signer(tx));
    // What the SII would refuse of the text (a character outside ISO-8859-1, a name too long, a line
    // count) is known before the folio: a Spanish 400 with nothing written and no folio spent.
    try {
      checkInput({
        tipo: request.tipo,
        folio: 1,
        fechaEmision: chileToday(now()),
        emisor,
        receptor: request.receptor,
        lineas: request.lineas,
        ...(request.referencias && { referencias: request.referencias }),
      });
    } catch (error) {
      if (error instanceof DteError) throw badRequest(error.message);
      throw error;
    }
    const taken = await takeFolio(tx, request.tipo);
    const { caf } = taken;
    let dte: DteFirmado;
    try {
      dte = buildDte({
        tipo: request.tipo,
        folio: taken.nfolio,
        fechaEmision: chileToday(now()),
        emisor,
        receptor: request.receptor,
        lineas: request.lineas,
        ...(request.referencias && { referencias: request.referencias }),
        ...(request.montosBrutos && { montosBrutos: true }),
        caf: {
          xml: caf.scafxml,
          privateKeyPem: openCafKey(caf.sclaveprivadacifrada),
          rutEmisor: caf.srutemisor,
          tipo: caf.ntipodte,
          desde: caf.nfoliodesde,
          hasta: caf.nfoliohasta,
        },
        firma,
        timestamp: now(),
      });
    } catch (error) {
      // Nothing was written since the folio: the folio is voided (committed with the caller's transaction).
      if (!(error instanceof DteError)) throw error;
      await voidFolio(tx, request.tipo, taken.nfolio, error.message);
      return { voided: taken.nfolio, reason: error.message };
    }
    const { xml: _xml, bytes: _bytes, ted: _ted, ...printable } = dte;
    const row = await (request.insert ?? docs.insertDocument)(tx, {
      ...request.row,
      ntipo: request.tipo,
      nfolio: taken.nfolio,
      nidcaf: taken.nidcaf,
      srutreceptor: dte.receptor.rut,
      srazonsocialreceptor: dte.receptor.razonSocial.slice(0, 100),
      nneto: dte.totales.neto,
      nexento: dte.totales.exento,
      niva: dte.totales.iva,
      ntotal: dte.totales.total,
      sxml: dte.xml,
      sted: dte.ted,
      jimpresion: { ...printable, ...(request.anexo && { anexo: request.anexo }) } satisfies Printable,
      sindprueba: prueba || caf.sindprueba === 'S' ? 'S' : 'N',
    });
    return { row };
  }

  return { signer, stamp };
}

export type Stamper = ReturnType<typeof createStamper>;
