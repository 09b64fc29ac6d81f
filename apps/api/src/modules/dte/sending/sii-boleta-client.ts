import { dteSendingMessages as m } from '@carga/domain';
import type { Firma } from '../document/types.ts';
import {
  type SiiAmbiente,
  type SiiChannel,
  SiiRefusal,
  type SiiSettings,
  SiiUnreachable,
  type UploadFile,
  type UploadState,
  verdict,
} from './sii-client.ts';
import { field, parseXml, SII_USER_AGENT, signedTokenRequest, splitRut } from './sii-protocol.ts';

// Issue 34: boletas (EnvioBOLETA) go to the SII's boleta REST service, not to the DTE upload:
//
//   GET  {api}/recursos/v1/boleta.electronica.semilla          → RESPUESTA with SEMILLA (ESTADO 00)
//   POST {api}/recursos/v1/boleta.electronica.token            ← the signed getToken XML (as for DTEs)
//                                                              → RESPUESTA with TOKEN (ESTADO 00)
//   POST {envio}/recursos/v1/boleta.electronica.envio          ← multipart rutSender, dvSender, rutCompany,
//        Cookie: TOKEN=…                                         dvCompany, archivo → JSON { trackid, estado }
//   GET  {api}/recursos/v1/boleta.electronica.envio/{rut}-{dv}-{trackid}, Cookie: TOKEN=…
//                                                              → JSON { estado, estadistica: [{ informados,
//                                                                aceptados, rechazados, reparos }] }
//
// Certification: api = apicert.sii.cl, envio = pangal.sii.cl; production: api.sii.cl and rahue.sii.cl.
// SII_URL replaces both (the tests' local server). 401/403 answers are 'not authenticated': a new token
// once; 4xx others are refusals; network failures and 5xx are retried by the sender.

export const BOLETA_HOSTS: Record<SiiAmbiente, { api: string; envio: string }> = {
  certificacion: { api: 'https://apicert.sii.cl', envio: 'https://pangal.sii.cl' },
  produccion: { api: 'https://api.sii.cl', envio: 'https://rahue.sii.cl' },
};

export const BOLETA_PATHS = {
  seed: '/recursos/v1/boleta.electronica.semilla',
  token: '/recursos/v1/boleta.electronica.token',
  upload: '/recursos/v1/boleta.electronica.envio',
} as const;

export interface BoletaClientOptions {
  settings: SiiSettings;
  firma: Firma;
  fetch?: typeof fetch;
  timeoutMs?: number;
  tokenTtlMs?: number;
  now?: () => Date;
}

class NotAuthenticated extends Error {}

export function createBoletaClient(options: BoletaClientOptions): SiiChannel {
  const hosts = options.settings.url
    ? { api: options.settings.url, envio: options.settings.url }
    : BOLETA_HOSTS[options.settings.ambiente];
  const base = (host: string) => host.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const ttl = options.tokenTtlMs ?? 30 * 60_000;
  const now = options.now ?? (() => new Date());
  let cached: { token: string; until: number } | null = null;

  async function call(url: string, init: RequestInit, what: string) {
    let response: Response;
    try {
      response = await doFetch(url, {
        ...init,
        headers: {
          'user-agent': SII_USER_AGENT,
          accept: 'application/json, application/xml',
          ...init.headers,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SiiUnreachable(m.network(error instanceof Error ? error.message : String(error)));
    }
    const text = await response.text().catch(() => '');
    if (response.status === 401 || response.status === 403) throw new NotAuthenticated(text);
    if (response.status >= 500) throw new SiiUnreachable(m.network(`HTTP ${response.status} en ${what}`));
    return { status: response.status, text };
  }

  async function respuesta(url: string, init: RequestInit, what: string, name: 'SEMILLA' | 'TOKEN') {
    const { text } = await call(url, init, what);
    const doc = parseXml(text);
    if (!doc) throw new SiiUnreachable(m.unreadable(what));
    const estado = field(doc, 'ESTADO') ?? '';
    const value = field(doc, name);
    if (estado !== '00' || !value) {
      const glosa = field(doc, 'GLOSA') ?? estado;
      throw new SiiRefusal('auth', estado, name === 'SEMILLA' ? m.seedRefused(glosa) : m.tokenRefused(glosa));
    }
    return value;
  }

  async function token(): Promise<string> {
    if (cached && cached.until > now().getTime()) return cached.token;
    try {
      const seed = await respuesta(
        `${base(hosts.api)}${BOLETA_PATHS.seed}`,
        { method: 'GET' },
        'la solicitud de semilla',
        'SEMILLA',
      );
      const fresh = await respuesta(
        `${base(hosts.api)}${BOLETA_PATHS.token}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/xml' },
          body: signedTokenRequest(seed, options.firma),
        },
        'la solicitud de token',
        'TOKEN',
      );
      cached = { token: fresh, until: now().getTime() + ttl };
      return fresh;
    } catch (error) {
      if (error instanceof NotAuthenticated)
        throw new SiiRefusal('auth', '401', m.tokenRefused('No autorizado'));
      throw error;
    }
  }

  /** Runs `request` with a token; a 'not authenticated' answer takes a new token once, then is a refusal. */
  async function authenticated<T>(request: (tok: string) => Promise<T>): Promise<T> {
    try {
      return await request(await token());
    } catch (error) {
      if (!(error instanceof NotAuthenticated)) throw error;
    }
    cached = null;
    try {
      return await request(await token());
    } catch (error) {
      if (error instanceof NotAuthenticated)
        throw new SiiRefusal('auth', '401', m.uploadRefused('401', 'No está autenticado'));
      throw error;
    }
  }

  const json = (text: string, what: string): Record<string, unknown> => {
    try {
      const value = JSON.parse(text) as unknown;
      if (value && typeof value === 'object') return value as Record<string, unknown>;
    } catch {}
    throw new SiiUnreachable(m.unreadable(what));
  };
  const glosaOf = (body: Record<string, unknown>) =>
    String(body.glosa ?? body.message ?? body.error ?? '').slice(0, 300) || 'sin detalle';

  return {
    async upload(file: UploadFile) {
      const [rutSender, dvSender] = splitRut(file.rutSender);
      const [rutCompany, dvCompany] = splitRut(file.rutCompany);
      return authenticated(async (tok) => {
        const form = new FormData();
        form.append('rutSender', rutSender);
        form.append('dvSender', dvSender);
        form.append('rutCompany', rutCompany);
        form.append('dvCompany', dvCompany);
        form.append(
          'archivo',
          new Blob([new Uint8Array(file.bytes)], { type: 'application/xml' }),
          file.name,
        );
        const { status, text } = await call(
          `${base(hosts.envio)}${BOLETA_PATHS.upload}`,
          { method: 'POST', headers: { cookie: `TOKEN=${tok}` }, body: form },
          'el envío',
        );
        const body = json(text, 'el envío');
        const trackId = body.trackid ?? body.trackId;
        if (status === 200 && trackId !== undefined && trackId !== null) return String(trackId);
        const estado = String(body.estado ?? status);
        throw new SiiRefusal('upload', estado, m.uploadRefused(estado, glosaOf(body)));
      });
    },

    async status(rutCompany: string, trackId: string): Promise<UploadState> {
      const [rut, dv] = splitRut(rutCompany);
      return authenticated(async (tok) => {
        const { status, text } = await call(
          `${base(hosts.api)}${BOLETA_PATHS.upload}/${rut}-${dv}-${encodeURIComponent(trackId)}`,
          { method: 'GET', headers: { cookie: `TOKEN=${tok}` } },
          'la consulta de estado',
        );
        const body = json(text, 'la consulta de estado');
        if (status !== 200) {
          const estado = String(body.estado ?? status);
          throw new SiiRefusal('status', estado, m.queryRefused(estado, glosaOf(body)));
        }
        const stats = Array.isArray(body.estadistica)
          ? (body.estadistica as Array<Record<string, unknown>>)
          : [];
        const sum = (key: string) => stats.reduce((total, s) => total + (Number(s[key]) || 0), 0);
        return verdict(String(body.estado ?? ''), String(body.glosa ?? ''), {
          aceptados: sum('aceptados'),
          rechazados: sum('rechazados'),
          reparos: sum('reparos'),
        });
      });
    },
  };
}
