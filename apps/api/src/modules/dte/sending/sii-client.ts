import { dteSendingMessages as m } from '@carga/domain';
import type { Firma } from '../document/types.ts';
import {
  ACCEPTED_WITH_REPAROS,
  field,
  IN_PROCESS,
  PROCESSED,
  parseXml,
  REJECTED,
  SII_PATHS,
  SII_USER_AGENT,
  signedTokenRequest,
  soapRequest,
  soapText,
  splitRut,
  UPLOAD_STATUS,
} from './sii-protocol.ts';

// Issue 34: the client of the SII's DTE upload service (protocol: sii-protocol.ts). Used only when
// SII_AMBIENTE says where: certificacion (maullin.sii.cl) or produccion (palena.sii.cl); SII_URL overrides
// the address (the tests' local server). Two kinds of failure: `SiiRefusal` (the SII answered no: retrying
// the same will not help) and `SiiUnreachable` (network, timeout, HTTP error, the system blocked: retried).

export type SiiAmbiente = 'certificacion' | 'produccion';
export const SII_AMBIENTES: readonly SiiAmbiente[] = ['certificacion', 'produccion'];
export const SII_HOSTS: Record<SiiAmbiente, string> = {
  certificacion: 'https://maullin.sii.cl',
  produccion: 'https://palena.sii.cl',
};

export interface SiiSettings {
  ambiente: SiiAmbiente;
  /** The service's base address instead of the SII's (tests). */
  url?: string;
}

/** Which step refused: the authentication, the upload (the SII looked at the file) or the state query. */
export type RefusalStep = 'auth' | 'upload' | 'status';

export class SiiRefusal extends Error {
  constructor(
    readonly step: RefusalStep,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class SiiUnreachable extends Error {}

/** The SII's verdict on a batch, or that it is still being processed. */
export type UploadState =
  | { final: false; estado: string; glosa: string }
  | {
      final: true;
      estado: string;
      resultado: 'ACEPTADO' | 'REPAROS' | 'RECHAZADO';
      glosa: string;
    };

export interface SiiClientOptions {
  settings: SiiSettings;
  firma: Firma;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** How long a token is reused (the SII's last about an hour of inactivity; default 30 min). */
  tokenTtlMs?: number;
  now?: () => Date;
}

export interface Counts {
  aceptados: number;
  rechazados: number;
  reparos: number;
}

/** What a state the SII reports means for the batch (both services share the codes). */
export function verdict(estado: string, glosa: string, counts: Counts): UploadState {
  if (estado === PROCESSED) {
    const { aceptados, rechazados, reparos } = counts;
    const resultado =
      rechazados === 0 && reparos === 0 ? 'ACEPTADO' : aceptados + reparos === 0 ? 'RECHAZADO' : 'REPAROS';
    return { final: true, estado, resultado, glosa: m.processed(aceptados, reparos, rechazados) };
  }
  if (ACCEPTED_WITH_REPAROS.includes(estado))
    return { final: true, estado, resultado: 'REPAROS', glosa: glosa || 'Aceptado con reparos' };
  const rejected = REJECTED[estado];
  if (rejected)
    return { final: true, estado, resultado: 'RECHAZADO', glosa: m.rejected(estado, glosa || rejected) };
  if (IN_PROCESS.includes(estado)) return { final: false, estado, glosa };
  throw new SiiRefusal('status', estado, m.queryRefused(estado, glosa || 'estado desconocido'));
}

/** An envelope to upload: who sends it (the certificate's RUT), whose documents, its name and bytes. */
export interface UploadFile {
  rutSender: string;
  rutCompany: string;
  name: string;
  bytes: Buffer;
}

/** What the sender needs of either SII service (DTE upload, boleta REST). */
export interface SiiChannel {
  upload(file: UploadFile): Promise<string>;
  status(rutCompany: string, trackId: string): Promise<UploadState>;
}

export function createSiiClient(options: SiiClientOptions) {
  const base = (options.settings.url ?? SII_HOSTS[options.settings.ambiente]).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const ttl = options.tokenTtlMs ?? 30 * 60_000;
  const now = options.now ?? (() => new Date());
  let cached: { token: string; until: number } | null = null;

  async function post(path: string, init: RequestInit, what: string): Promise<string> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SiiUnreachable(m.network(error instanceof Error ? error.message : String(error)));
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new SiiUnreachable(m.network(`HTTP ${response.status} en ${what}`));
    return text;
  }

  async function soap(path: string, method: string, params: Record<string, string>, what: string) {
    const text = await post(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '' },
        body: soapRequest(method, params),
      },
      what,
    );
    const inner = soapText(text, `${method}Return`);
    const doc = inner ? parseXml(inner) : null;
    if (!doc) throw new SiiUnreachable(m.unreadable(what));
    return doc;
  }

  async function getSeed(): Promise<string> {
    const doc = await soap(SII_PATHS.seed, 'getSeed', {}, 'la solicitud de semilla');
    const estado = field(doc, 'ESTADO') ?? '';
    const semilla = field(doc, 'SEMILLA');
    if (estado !== '00' || !semilla)
      throw new SiiRefusal('auth', estado, m.seedRefused(field(doc, 'GLOSA') ?? estado));
    return semilla;
  }

  async function getToken(seed: string): Promise<string> {
    const pszXml = signedTokenRequest(seed, options.firma);
    const doc = await soap(SII_PATHS.token, 'getToken', { pszXml }, 'la solicitud de token');
    const estado = field(doc, 'ESTADO') ?? '';
    const token = field(doc, 'TOKEN');
    if (estado !== '00' || !token)
      throw new SiiRefusal('auth', estado, m.tokenRefused(field(doc, 'GLOSA') ?? estado));
    return token;
  }

  /** A token: the cached one while it lasts, else seed → signed request → token. */
  async function token(): Promise<string> {
    if (cached && cached.until > now().getTime()) return cached.token;
    const fresh = await getToken(await getSeed());
    cached = { token: fresh, until: now().getTime() + ttl };
    return fresh;
  }

  async function uploadWith(tok: string, file: UploadFile) {
    const [rutSender, dvSender] = splitRut(file.rutSender);
    const [rutCompany, dvCompany] = splitRut(file.rutCompany);
    const form = new FormData();
    form.append('rutSender', rutSender);
    form.append('dvSender', dvSender);
    form.append('rutCompany', rutCompany);
    form.append('dvCompany', dvCompany);
    form.append('archivo', new Blob([new Uint8Array(file.bytes)], { type: 'text/xml' }), file.name);
    const text = await post(
      SII_PATHS.upload,
      { method: 'POST', headers: { cookie: `TOKEN=${tok}`, 'user-agent': SII_USER_AGENT }, body: form },
      'el envío',
    );
    const doc = parseXml(text);
    const status = doc ? field(doc, 'STATUS') : undefined;
    if (!doc || status === undefined) throw new SiiUnreachable(m.unreadable('el envío'));
    if (status === '0') {
      const trackId = field(doc, 'TRACKID');
      if (!trackId) throw new SiiUnreachable(m.unreadable('el envío'));
      return { status, trackId };
    }
    return { status, trackId: undefined };
  }

  return {
    getSeed,
    getToken,
    token,
    /** Forgets the cached token (the SII said it is not authenticated). */
    forgetToken() {
      cached = null;
    },

    /**
     * Uploads an envelope; answers its track id. A token the SII no longer knows (STATUS 5) is replaced
     * once; the system blocked (9) is retried later; any other STATUS is a refusal.
     */
    async upload(file: UploadFile) {
      let answer = await uploadWith(await token(), file);
      if (answer.status === '5') {
        cached = null;
        answer = await uploadWith(await token(), file);
      }
      if (answer.trackId) return answer.trackId;
      const glosa = UPLOAD_STATUS[answer.status] ?? 'Error interno del SII';
      if (answer.status === '9') throw new SiiUnreachable(m.uploadRefused(answer.status, glosa));
      throw new SiiRefusal(
        answer.status === '5' ? 'auth' : 'upload',
        answer.status,
        m.uploadRefused(answer.status, glosa),
      );
    },

    /** The batch's state at the SII (getEstUp). */
    async status(rutCompany: string, trackId: string): Promise<UploadState> {
      const [rut, dv] = splitRut(rutCompany);
      const ask = async () =>
        soap(
          SII_PATHS.status,
          'getEstUp',
          { RutCompania: rut, DvCompania: dv, TrackId: trackId, Token: await token() },
          'la consulta de estado',
        );
      let doc = await ask();
      let estado = field(doc, 'ESTADO') ?? '';
      if (estado === '001') {
        // 'No autenticado': the cached token expired; once more with a new one.
        cached = null;
        doc = await ask();
        estado = field(doc, 'ESTADO') ?? '';
      }
      const count = (name: string) => Number(field(doc, name) ?? 0) || 0;
      return verdict(estado, field(doc, 'GLOSA') ?? '', {
        aceptados: count('ACEPTADOS'),
        rechazados: count('RECHAZADOS'),
        reparos: count('REPAROS'),
      });
    },
  };
}

export type SiiClient = ReturnType<typeof createSiiClient>;
