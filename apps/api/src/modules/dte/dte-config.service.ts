import {
  CERTIFICATE_WARNING_DAYS,
  chileToday,
  DTE_TYPE_LABELS,
  DTE_TYPES,
  type DteCafListResponse,
  type DteCafUpload,
  type DteCertificate,
  type DteCertificateUpload,
  type DteEmisor,
  type DteEmisorResponse,
  dteMessages,
  FOLIO_WARNING_SHARE,
  formatDate,
  normalizeRut,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { badRequest, conflict } from '../../errors.ts';
import { readCaf } from './credentials/caf.ts';
import { readCertificate } from './credentials/certificate.ts';
import type { SecretBox } from './credentials/secret-box.ts';
import type { TrustedCafKey } from './credentials/sii-keys.ts';
import * as repo from './dte.repo.ts';

// Configuraciones / Empresa (issue 34): the emisor, its digital certificate and its CAFs. Who may call is the
// routes' menu CNF-EMPRESA; the checks of the files are the credentials' (certificate.ts, caf.ts), the
// decisions on them here. The folios are taken by the documents (folio.repo.ts).

const DAY = 86_400_000;

export interface DteConfigOptions {
  secrets: SecretBox;
  cafKeys: TrustedCafKey[];
  now?: () => Date;
}

type IssuerRow = NonNullable<Awaited<ReturnType<typeof repo.findIssuer>>>;
type CertificateRow = NonNullable<Awaited<ReturnType<typeof repo.findCertificate>>>;

function issuerOut(row: IssuerRow | undefined): DteEmisorResponse {
  if (!row) return null;
  return {
    srutemisor: row.srutemisor,
    srazonsocial: row.srazonsocial,
    sgiro: row.sgiro,
    nactividadeconomica: row.nactividadeconomica,
    sdireccion: row.sdireccion,
    scomuna: row.scomuna,
    soficinasii: row.soficinasii,
    nnumeroresolucion: row.nnumeroresolucion,
    dfecharesolucion: row.dfecharesolucion,
    sindprueba: row.sindprueba === 'S' ? 'S' : 'N',
  };
}

function certificateOut(row: CertificateRow | undefined, now: Date): DteCertificate {
  if (!row) return null;
  const ends = row.dvigenciahasta;
  const warn = ends.getTime() - now.getTime() <= CERTIFICATE_WARNING_DAYS * DAY;
  return {
    ssujeto: row.ssujeto,
    srut: row.srut,
    semisor: row.semisor,
    dvigenciadesde: row.dvigenciadesde.toISOString(),
    dvigenciahasta: ends.toISOString(),
    saviso: warn
      ? ends.getTime() < now.getTime()
        ? dteMessages.certificateExpired(formatDate(ends))
        : dteMessages.certificateExpiring(formatDate(ends))
      : null,
    sindprueba: row.sindprueba === 'S' ? 'S' : 'N',
    dfeccarga: row.dfeccarga.toISOString(),
  };
}

/** Bare base64 or a data URL of the .p12. */
function p12Bytes(text: string): Buffer {
  const base64 = text.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest(dteMessages.certificateUnreadable, 'sarchivo');
  return Buffer.from(base64, 'base64');
}

export function createDteConfigService(db: Db, options: DteConfigOptions) {
  const now = options.now ?? (() => new Date());

  async function listCafs(): Promise<DteCafListResponse> {
    const rows = await repo.listCafs(db);
    return {
      tipos: DTE_TYPES.map((tipo) => {
        const rangos = rows
          .filter((row) => row.ntipodte === tipo)
          .map((row) => ({
            nidcaf: row.nidcaf,
            ntipodte: tipo,
            nfoliodesde: row.nfoliodesde,
            nfoliohasta: row.nfoliohasta,
            nsiguiente: row.nsiguiente,
            nfoliosdisponibles: row.nfoliohasta - row.nsiguiente + 1,
            dfechaautorizacion: row.dfechaautorizacion,
            sindprueba: row.sindprueba === 'S' ? ('S' as const) : ('N' as const),
            dfeccarga: row.dfeccarga.toISOString(),
          }));
        const loaded = rangos.reduce((sum, r) => sum + (r.nfoliohasta - r.nfoliodesde + 1), 0);
        const left = rangos.reduce((sum, r) => sum + r.nfoliosdisponibles, 0);
        return {
          ntipodte: tipo,
          stipodte: DTE_TYPE_LABELS[tipo],
          nfolioscargados: loaded,
          nfoliosdisponibles: left,
          saviso:
            loaded === 0
              ? null
              : left === 0
                ? dteMessages.foliosExhausted(tipo)
                : left < loaded * FOLIO_WARNING_SHARE
                  ? dteMessages.foliosLow(tipo, left)
                  : null,
          rangos,
        };
      }),
    };
  }

  return {
    async emisor() {
      return issuerOut(await repo.findIssuer(db));
    },

    /** A real CAF (not a test one) of another RUT keeps the RUT: its folios could not be used. */
    async saveEmisor(body: DteEmisor) {
      const rut = normalizeRut(body.srutemisor);
      const others = await repo.realCafRutsOtherThan(db, rut);
      if (others.length > 0) throw conflict(dteMessages.emisorRutLocked(others.join(', ')));
      const row = await repo.saveIssuer(db, {
        ...body,
        srutemisor: rut,
        nactividadeconomica: Number(body.nactividadeconomica),
        nnumeroresolucion: Number(body.nnumeroresolucion),
        sindprueba: 'N',
      });
      return issuerOut(row);
    },

    async certificate() {
      return certificateOut(await repo.findCertificate(db), now());
    },

    /** Checked before anything is stored; the bytes and the password are kept only encrypted. */
    async uploadCertificate(principal: Principal, body: DteCertificateUpload) {
      const bytes = p12Bytes(body.sarchivo);
      const info = readCertificate(bytes, body.sclave, now());
      const row = await repo.saveCertificate(db, {
        ...info,
        sarchivocifrado: options.secrets.seal(bytes),
        sclavecifrada: options.secrets.seal(body.sclave),
        sindprueba: 'N',
        dfeccarga: now(),
        nidusuario: principal.nidusuario,
      });
      return certificateOut(row, now());
    },

    listCafs,

    /**
     * The CAF's own checks first (type, range, the SII's signature, its keys, its age), then under the
     * emisor's lock: the emisor's RUT and no overlap with a range of the type already loaded.
     */
    async uploadCaf(principal: Principal, body: DteCafUpload) {
      const caf = readCaf(body.sxml, options.cafKeys, chileToday(now()));
      try {
        const row = await db.transaction(async (tx) => {
          const issuer = await repo.lockIssuer(tx);
          if (!issuer) throw badRequest(dteMessages.emisorMissing);
          if (normalizeRut(caf.srutemisor) !== issuer.srutemisor)
            throw badRequest(dteMessages.cafOtherRut(caf.srutemisor), 'sxml');
          const overlap = await repo.overlappingCafs(tx, caf.ntipodte, caf.nfoliodesde, caf.nfoliohasta);
          if (overlap.length > 0)
            throw conflict(dteMessages.cafOverlap(caf.ntipodte, caf.nfoliodesde, caf.nfoliohasta));
          return repo.insertCaf(tx, {
            ntipodte: caf.ntipodte,
            srutemisor: issuer.srutemisor,
            nfoliodesde: caf.nfoliodesde,
            nfoliohasta: caf.nfoliohasta,
            nsiguiente: caf.nfoliodesde,
            dfechaautorizacion: caf.dfechaautorizacion,
            nidk: caf.nidk,
            scafxml: caf.scafxml,
            sclaveprivadacifrada: options.secrets.seal(caf.sclaveprivada),
            sindprueba: caf.test ? 'S' : 'N',
            nidusuario: principal.nidusuario,
          });
        });
        const list = await listCafs();
        const range = list.tipos.flatMap((t) => t.rangos).find((r) => r.nidcaf === row.nidcaf);
        if (!range) throw new Error('the CAF just stored is not listed');
        return range;
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(dteMessages.cafOverlap(caf.ntipodte, caf.nfoliodesde, caf.nfoliohasta));
        throw error;
      }
    },
  };
}

export type DteConfigService = ReturnType<typeof createDteConfigService>;
