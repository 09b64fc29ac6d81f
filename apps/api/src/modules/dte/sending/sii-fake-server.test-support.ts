import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Document, Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { BOLETA_PATHS } from './sii-boleta-client.ts';
import {
  field,
  parseXml,
  respuesta,
  SII_PATHS,
  soapResponse,
  soapText,
  splitRut,
  UPLOAD_STATUS,
} from './sii-protocol.ts';

// A local stand-in for the SII's upload service (issue 34), on node:http port 0, speaking the protocol of
// sii-protocol.ts: it hands out seeds, verifies the signed token request with the certificate it carries,
// checks the TOKEN cookie, parses and verifies the uploaded envelope, and answers the state of each track id
// as the test scripts it — refusals included.

export interface FakeSiiScript {
  /** getEstUp's answers for an upload, one per query (the last one repeats). Default: SOK, then EPR. */
  states?: Array<{
    estado: string;
    glosa?: string;
    aceptados?: number;
    rechazados?: number;
    reparos?: number;
  }>;
  /** The STATUS of every upload instead of judging the file (e.g. '6'). */
  uploadStatus?: string;
  /** Every token request is refused with this ESTADO (e.g. '-07', a signature the SII does not accept). */
  tokenEstado?: string;
  /** Uploads answer STATUS 5 whatever the token ('No está autenticado'). */
  refuseTokens?: boolean;
  /** The next n requests fail at the network (the socket is closed without an answer). */
  dropNext?: number;
}

export interface FakeSii {
  url: string;
  script: FakeSiiScript;
  /** Every request, in order (path and, for SOAP, the method). */
  calls: string[];
  /** The envelopes received, by track id. */
  uploads: Map<string, { xml: string; rutCompany: string; rutSender: string; queries: number }>;
  /** Forgets every token (as when they expire): the next call with one is 'not authenticated'. */
  expireTokens(): void;
  close(): Promise<void>;
}

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** The certificate in a Signature's KeyInfo, as PEM. */
function certificateOf(signature: Element): string | null {
  const base64 = signature
    .getElementsByTagNameNS('*', 'X509Certificate')[0]
    ?.textContent?.replace(/\s+/g, '');
  if (!base64) return null;
  const lines = base64.match(/.{1,64}/g)?.join('\n');
  return `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----\n`;
}

/** Whether the root's own Signature (its last child named Signature) verifies with the certificate it carries. */
function rootSignatureValid(doc: Document, xml: string): boolean {
  const root = doc.documentElement;
  if (!root) return false;
  const signatures = Array.from(root.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === 'Signature',
  );
  const signature = signatures.at(-1);
  const certificate = signature && certificateOf(signature);
  if (!signature || !certificate) return false;
  try {
    const verifier = new SignedXml({ publicCert: certificate });
    verifier.loadSignature(signature as unknown as Node);
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

export async function startFakeSii(script: FakeSiiScript = {}): Promise<FakeSii> {
  const seeds = new Set<string>();
  const tokens = new Set<string>();
  const uploads: FakeSii['uploads'] = new Map();
  const calls: string[] = [];

  /** The getToken request judged: a token, or the ESTADO and GLOSA of its refusal. */
  function tokenFor(xml: string): Record<string, string> {
    const doc = parseXml(xml);
    const seed = doc ? field(doc, 'Semilla') : undefined;
    if (script.tokenEstado) return { ESTADO: script.tokenEstado, GLOSA: 'Error: firma no válida' };
    if (!doc || !seed) return { ESTADO: '-07', GLOSA: 'Error: la solicitud no es un getToken' };
    if (!seeds.delete(seed)) return { ESTADO: '-03', GLOSA: 'Error: semilla no válida' };
    if (!rootSignatureValid(doc, xml)) return { ESTADO: '-07', GLOSA: 'Error: firma no válida' };
    const token = `TK${randomInt(1e9, 1e10 - 1)}`;
    tokens.add(token);
    return { ESTADO: '00', GLOSA: 'Token Creado', TOKEN: token };
  }
  const tokenAnswer = ({ TOKEN, ...header }: Record<string, string>) =>
    respuesta(header, TOKEN ? { TOKEN } : {});
  function newSeed() {
    const seed = String(randomInt(1e11, 1e12 - 1));
    seeds.add(seed);
    return respuesta({ ESTADO: '00' }, { SEMILLA: seed });
  }

  /** The scripted state of an upload (null: the track id is unknown). */
  function stateOf(trackId: string) {
    const upload = uploads.get(trackId);
    if (!upload) return null;
    const states = script.states ?? [{ estado: 'SOK' }, { estado: 'EPR' }];
    const state = states[Math.min(upload.queries, states.length - 1)]!;
    upload.queries++;
    if (state.estado !== 'EPR') return { estado: state.estado, glosa: state.glosa ?? state.estado };
    const doc = parseXml(upload.xml);
    const informados = doc ? doc.getElementsByTagNameNS('*', 'DTE').length : 0;
    const rechazados = state.rechazados ?? 0;
    const reparos = state.reparos ?? 0;
    const aceptados = state.aceptados ?? informados - rechazados - reparos;
    return {
      estado: 'EPR',
      glosa: 'Envio Procesado',
      counts: { informados, aceptados, rechazados, reparos },
    };
  }

  async function soap(path: string, text: string): Promise<string> {
    if (path === SII_PATHS.seed) return soapResponse('getSeed', newSeed());
    if (path === SII_PATHS.token)
      return soapResponse('getToken', tokenAnswer(tokenFor(soapText(text, 'pszXml') ?? '')));
    if (path === SII_PATHS.status) {
      const trackId = soapText(text, 'TrackId') ?? '';
      const answer = (header: Record<string, string>, counts: Record<string, string> = {}) =>
        soapResponse('getEstUp', respuesta({ TRACKID: trackId, ...header }, counts));
      if (!tokens.has(soapText(text, 'Token') ?? ''))
        return answer({ ESTADO: '001', GLOSA: 'NO AUTENTICADO' });
      const state = stateOf(trackId);
      if (!state) return answer({ ESTADO: '-11', GLOSA: 'TRACKID NO EXISTE' });
      const counts = Object.fromEntries(
        Object.entries(state.counts ?? {}).map(([name, value]) => [name.toUpperCase(), String(value)]),
      );
      return answer({ ESTADO: state.estado, GLOSA: state.glosa }, counts);
    }
    return '';
  }

  const cookieToken = (req: IncomingMessage) => /(?:^|;\s*)TOKEN=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];

  /** An upload judged as the SII does: STATUS 0 with its track id, or the STATUS of its refusal. */
  async function judgeUpload(
    req: IncomingMessage,
    bytes: Buffer,
  ): Promise<{ status: string; trackId?: string }> {
    const cookie = cookieToken(req);
    if (script.refuseTokens || !cookie || !tokens.has(cookie)) return { status: '5' };
    if (script.uploadStatus) return { status: script.uploadStatus };
    const form = await new Request('http://sii.local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(bytes),
    })
      .formData()
      .catch(() => null);
    const archivo = form?.get('archivo');
    const fields = ['rutSender', 'dvSender', 'rutCompany', 'dvCompany'].map((name) => form?.get(name));
    if (!form || !(archivo instanceof Blob) || fields.some((value) => typeof value !== 'string' || !value))
      return { status: '7' };
    const [rutSender, dvSender, rutCompany, dvCompany] = fields as string[];
    const xml = Buffer.from(await archivo.arrayBuffer()).toString('latin1');
    const doc = parseXml(xml);
    if (!doc || !['EnvioDTE', 'EnvioBOLETA'].includes(doc.documentElement?.localName ?? ''))
      return { status: '7' };
    const [emisor, dv] = splitRut(field(doc, 'RutEmisor') ?? '');
    if (emisor !== rutCompany || dv !== dvCompany) return { status: '6' };
    if (!rootSignatureValid(doc, xml)) return { status: '8' };
    const trackId = String(randomInt(1e9, 1e10 - 1));
    uploads.set(trackId, {
      xml,
      rutCompany: `${rutCompany}-${dvCompany}`,
      rutSender: `${rutSender}-${dvSender}`,
      queries: 0,
    });
    return { status: '0', trackId };
  }

  async function upload(req: IncomingMessage, bytes: Buffer): Promise<string> {
    const { status, trackId } = await judgeUpload(req, bytes);
    return `<?xml version="1.0"?><RECEPCIONDTE><STATUS>${status}</STATUS>${trackId ? `<TRACKID>${trackId}</TRACKID>` : ''}</RECEPCIONDTE>`;
  }

  /** The boleta REST service: its answers as HTTP status and body (XML for the token, JSON for the rest). */
  async function boleta(req: IncomingMessage, path: string, bytes: Buffer): Promise<[number, string] | null> {
    if (path === BOLETA_PATHS.seed && req.method === 'GET') return [200, newSeed()];
    if (path === BOLETA_PATHS.token && req.method === 'POST')
      return [200, tokenAnswer(tokenFor(bytes.toString('utf8')))];
    if (path === BOLETA_PATHS.upload && req.method === 'POST') {
      const { status, trackId } = await judgeUpload(req, bytes);
      if (status === '5') return [401, JSON.stringify({ message: 'No autorizado' })];
      if (status !== '0')
        return [400, JSON.stringify({ estado: status, glosa: UPLOAD_STATUS[status] ?? 'Error' })];
      return [200, JSON.stringify({ trackid: Number(trackId), estado: 'REC' })];
    }
    const query = new RegExp(`^${BOLETA_PATHS.upload}/(\\d+)-([\\dkK])-(\\d+)$`).exec(path);
    if (query && req.method === 'GET') {
      const cookie = cookieToken(req);
      if (!cookie || !tokens.has(cookie)) return [401, JSON.stringify({ message: 'No autorizado' })];
      const state = stateOf(query[3]!);
      if (!state) return [404, JSON.stringify({ estado: '-11', glosa: 'TRACKID NO EXISTE' })];
      const estadistica = state.counts ? [{ tipo: 39, ...state.counts }] : [];
      return [
        200,
        JSON.stringify({ trackid: Number(query[3]), estado: state.estado, glosa: state.glosa, estadistica }),
      ];
    }
    return null;
  }

  const server: Server = createServer(async (req, res) => {
    try {
      const bytes = await body(req);
      const path = new URL(req.url ?? '/', 'http://sii.local').pathname;
      const text = bytes.toString('utf8');
      const soapMethod = /<(get\w+)>/.exec(text)?.[1];
      calls.push(
        path === SII_PATHS.upload || path.startsWith('/recursos/') || !soapMethod
          ? path
          : `${path} ${soapMethod}`,
      );
      if ((script.dropNext ?? 0) > 0) {
        script.dropNext! -= 1;
        req.socket.destroy();
        return;
      }
      if (path.startsWith('/recursos/')) {
        const [status, answer] = (await boleta(req, path, bytes)) ?? [404, ''];
        const type = answer.startsWith('<') ? 'application/xml' : 'application/json';
        res.writeHead(status, { 'content-type': type }).end(answer);
        return;
      }
      const answer = path === SII_PATHS.upload ? await upload(req, bytes) : await soap(path, text);
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/xml' }).end(answer);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    script,
    calls,
    uploads,
    expireTokens: () => tokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
