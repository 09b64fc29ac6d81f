import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Document, Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { field, parseXml, respuesta, SII_PATHS, soapResponse, soapText, splitRut } from './sii-protocol.ts';

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

  async function soap(path: string, text: string): Promise<string> {
    if (path === SII_PATHS.seed) {
      const seed = String(randomInt(1e11, 1e12 - 1));
      seeds.add(seed);
      return soapResponse('getSeed', respuesta({ ESTADO: '00' }, { SEMILLA: seed }));
    }
    if (path === SII_PATHS.token) {
      const pszXml = soapText(text, 'pszXml') ?? '';
      const doc = parseXml(pszXml);
      const seed = doc ? field(doc, 'Semilla') : undefined;
      const refuse = (estado: string, glosa: string) =>
        soapResponse('getToken', respuesta({ ESTADO: estado, GLOSA: glosa }));
      if (script.tokenEstado) return refuse(script.tokenEstado, 'Error: firma no válida');
      if (!doc || !seed) return refuse('-07', 'Error: la solicitud no es un getToken');
      if (!seeds.delete(seed)) return refuse('-03', 'Error: semilla no válida');
      if (!rootSignatureValid(doc, pszXml)) return refuse('-07', 'Error: firma no válida');
      const token = `TK${randomInt(1e9, 1e10 - 1)}`;
      tokens.add(token);
      return soapResponse('getToken', respuesta({ ESTADO: '00', GLOSA: 'Token Creado' }, { TOKEN: token }));
    }
    if (path === SII_PATHS.status) {
      const token = soapText(text, 'Token') ?? '';
      const trackId = soapText(text, 'TrackId') ?? '';
      const answer = (header: Record<string, string>, counts: Record<string, string> = {}) =>
        soapResponse('getEstUp', respuesta({ TRACKID: trackId, ...header }, counts));
      if (!tokens.has(token)) return answer({ ESTADO: '001', GLOSA: 'NO AUTENTICADO' });
      const upload = uploads.get(trackId);
      if (!upload) return answer({ ESTADO: '-11', GLOSA: 'TRACKID NO EXISTE' });
      const states = script.states ?? [{ estado: 'SOK' }, { estado: 'EPR' }];
      const state = states[Math.min(upload.queries, states.length - 1)]!;
      upload.queries++;
      if (state.estado !== 'EPR') return answer({ ESTADO: state.estado, GLOSA: state.glosa ?? state.estado });
      const n = (doc: Document | null) => (doc ? doc.getElementsByTagNameNS('*', 'DTE').length : 0);
      const informados = n(parseXml(upload.xml));
      const rechazados = state.rechazados ?? 0;
      const reparos = state.reparos ?? 0;
      return answer(
        { ESTADO: 'EPR', GLOSA: 'Envio Procesado' },
        {
          INFORMADOS: String(informados),
          ACEPTADOS: String(state.aceptados ?? informados - rechazados - reparos),
          RECHAZADOS: String(rechazados),
          REPAROS: String(reparos),
        },
      );
    }
    return '';
  }

  async function upload(req: IncomingMessage, bytes: Buffer): Promise<string> {
    const recepcion = (status: string, trackId?: string) =>
      `<?xml version="1.0"?><RECEPCIONDTE><STATUS>${status}</STATUS>${trackId ? `<TRACKID>${trackId}</TRACKID>` : ''}</RECEPCIONDTE>`;
    const cookie = /(?:^|;\s*)TOKEN=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (script.refuseTokens || !cookie || !tokens.has(cookie)) return recepcion('5');
    if (script.uploadStatus) return recepcion(script.uploadStatus);
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
      return recepcion('7');
    const [rutSender, dvSender, rutCompany, dvCompany] = fields as string[];
    const xml = Buffer.from(await archivo.arrayBuffer()).toString('latin1');
    const doc = parseXml(xml);
    if (!doc || !['EnvioDTE', 'EnvioBOLETA'].includes(doc.documentElement?.localName ?? ''))
      return recepcion('7');
    const [emisor, dv] = splitRut(field(doc, 'RutEmisor') ?? '');
    if (emisor !== rutCompany || dv !== dvCompany) return recepcion('6');
    if (!rootSignatureValid(doc, xml)) return recepcion('8');
    const trackId = String(randomInt(1e9, 1e10 - 1));
    uploads.set(trackId, {
      xml,
      rutCompany: `${rutCompany}-${dvCompany}`,
      rutSender: `${rutSender}-${dvSender}`,
      queries: 0,
    });
    return recepcion('0', trackId);
  }

  const server: Server = createServer(async (req, res) => {
    try {
      const bytes = await body(req);
      const path = new URL(req.url ?? '/', 'http://sii.local').pathname;
      const text = bytes.toString('utf8');
      calls.push(path === SII_PATHS.upload ? path : `${path} ${/<(get\w+)/.exec(text)?.[1] ?? ''}`);
      if ((script.dropNext ?? 0) > 0) {
        script.dropNext! -= 1;
        req.socket.destroy();
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
