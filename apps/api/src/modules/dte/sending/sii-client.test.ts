import { dteSendingMessages as m } from '@carga/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildDte } from '../document/build-dte.ts';
import {
  EMISOR,
  inputFor,
  makeCredentials,
  rutOf,
  type TestCredentials,
  testEnvio,
} from '../document/dte.test-support.ts';
import { BOLETA_PATHS, createBoletaClient } from './sii-boleta-client.ts';
import { createSiiClient, SiiRefusal, SiiUnreachable } from './sii-client.ts';
import { type FakeSii, type FakeSiiScript, startFakeSii } from './sii-fake-server.test-support.ts';
import { SII_PATHS, signedTokenRequest, soapRequest, soapText } from './sii-protocol.ts';

// Issue 34: the SII upload client against a local server that speaks the documented protocol — the seed,
// the signed token request (verified by the server with the certificate it carries), the upload with the
// TOKEN cookie, the state query — and each of its refusals.

let credentials: TestCredentials;
let envelope: Buffer;
let sii: FakeSii | undefined;

beforeAll(() => {
  credentials = makeCredentials();
  const documentos = [
    buildDte(inputFor(credentials, 33, { folio: 1 })),
    buildDte(inputFor(credentials, 61, { folio: 2 })),
  ];
  envelope = Buffer.from(testEnvio(credentials, documentos), 'latin1');
});
afterEach(async () => {
  await sii?.close();
  sii = undefined;
});

async function clientFor(script: FakeSiiScript = {}, firma = credentials.firma) {
  sii = await startFakeSii(script);
  return createSiiClient({ settings: { ambiente: 'certificacion', url: sii.url }, firma, timeoutMs: 5_000 });
}
const file = () => ({
  rutSender: rutOf(12345678),
  rutCompany: EMISOR.rut,
  name: 'envio-1.xml',
  bytes: envelope,
});

describe('the SII upload client', () => {
  it('authenticates with a signed seed, uploads with the token cookie and follows the state to EPR', async () => {
    const client = await clientFor();
    const trackId = await client.upload(file());
    expect(trackId).toMatch(/^\d+$/);
    expect(sii!.calls).toEqual([
      `${SII_PATHS.seed} getSeed`,
      `${SII_PATHS.token} getToken`,
      SII_PATHS.upload,
    ]);
    const received = sii!.uploads.get(trackId)!;
    expect(received.xml).toBe(envelope.toString('latin1'));
    expect(received.rutCompany).toBe(EMISOR.rut);
    expect(received.rutSender).toBe(rutOf(12345678));

    expect(await client.status(EMISOR.rut, trackId)).toEqual({ final: false, estado: 'SOK', glosa: 'SOK' });
    expect(await client.status(EMISOR.rut, trackId)).toEqual({
      final: true,
      estado: 'EPR',
      resultado: 'ACEPTADO',
      glosa: m.processed(2, 0, 0),
    });
    // The token was reused: one seed, one token for the whole conversation.
    expect(sii!.calls.filter((call) => call.includes('getSeed'))).toHaveLength(1);
  });

  it('signs the token request so that it verifies, and a tampered one is refused', async () => {
    const client = await clientFor();
    const seed = await client.getSeed();
    const signed = signedTokenRequest(seed, credentials.firma);
    expect(signed).toContain(`<Semilla>${seed}</Semilla>`);
    expect(signed).toContain('<Reference URI="">');
    expect(signed).toContain('xmldsig#enveloped-signature');
    expect(await client.getToken(seed)).toMatch(/^TK\d+$/);

    // The same request with another seed (the signature no longer matches): the SII refuses it.
    const seed2 = await client.getSeed();
    const forged = signed.replace(`<Semilla>${seed}</Semilla>`, `<Semilla>${seed2}</Semilla>`);
    const answer = await fetch(`${sii!.url}${SII_PATHS.token}`, {
      method: 'POST',
      body: soapRequest('getToken', { pszXml: forged }),
    });
    const inner = soapText(await answer.text(), 'getTokenReturn') ?? '';
    expect(inner).toContain('<ESTADO>-07</ESTADO>');
    // A seed used once is not accepted again.
    await expect(client.getToken(seed)).rejects.toThrow(m.tokenRefused('Error: semilla no válida'));
  });

  it('refuses a token request signed with a key that is not the certificate’s', async () => {
    const other = makeCredentials();
    const client = await clientFor({}, { ...credentials.firma, privateKeyPem: other.firma.privateKeyPem });
    const error = await client.upload(file()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiiRefusal);
    expect(error).toMatchObject({
      step: 'auth',
      code: '-07',
      message: m.tokenRefused('Error: firma no válida'),
    });
  });

  it('takes a new token once when the SII forgot the cached one, and refuses when it is never accepted', async () => {
    const client = await clientFor();
    await client.upload(file());
    sii!.expireTokens();
    const trackId = await client.upload(file());
    expect(sii!.calls.filter((call) => call.includes('getToken'))).toHaveLength(2);
    sii!.expireTokens();
    expect((await client.status(EMISOR.rut, trackId)).estado).toBe('SOK');

    sii!.script.refuseTokens = true;
    const error = await client.upload(file()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiiRefusal);
    expect(error).toMatchObject({
      step: 'auth',
      code: '5',
      message: m.uploadRefused('5', 'No está autenticado'),
    });
  });

  it('reads the upload refusals: a file that is not XML, a bad signature, a company not authorised', async () => {
    const client = await clientFor();
    const notXml = await client
      .upload({ ...file(), bytes: Buffer.from('no soy xml') })
      .catch((e: unknown) => e);
    expect(notXml).toMatchObject({
      step: 'upload',
      code: '7',
      message: m.uploadRefused('7', 'Esquema inválido'),
    });

    const tampered = Buffer.from(
      envelope.toString('latin1').replace('<NroResol>0</NroResol>', '<NroResol>1</NroResol>'),
      'latin1',
    );
    const badSignature = await client.upload({ ...file(), bytes: tampered }).catch((e: unknown) => e);
    expect(badSignature).toMatchObject({
      code: '8',
      message: m.uploadRefused('8', 'Error en la firma del documento'),
    });

    const otherCompany = await client
      .upload({ ...file(), rutCompany: rutOf(11222333) })
      .catch((e: unknown) => e);
    expect(otherCompany).toMatchObject({ code: '6' });

    sii!.script.uploadStatus = '9';
    expect(await client.upload(file()).catch((e: unknown) => e)).toBeInstanceOf(SiiUnreachable);
  });

  it('reads the verdicts: rejected, with reparos, partly rejected; and an unknown track id', async () => {
    const client = await clientFor({ states: [{ estado: 'RCT', glosa: 'Error en carátula' }] });
    const rejected = await client.status(EMISOR.rut, await client.upload(file()));
    expect(rejected).toEqual({
      final: true,
      estado: 'RCT',
      resultado: 'RECHAZADO',
      glosa: m.rejected('RCT', 'Error en carátula'),
    });
    sii!.script.states = [{ estado: 'EPR', rechazados: 1 }];
    const partly = await client.status(EMISOR.rut, await client.upload(file()));
    expect(partly).toMatchObject({ resultado: 'REPAROS', glosa: m.processed(1, 0, 1) });
    sii!.script.states = [{ estado: 'EPR', rechazados: 2 }];
    expect(await client.status(EMISOR.rut, await client.upload(file()))).toMatchObject({
      resultado: 'RECHAZADO',
    });
    sii!.script.states = [{ estado: 'RPR', glosa: 'Aceptado con reparos' }];
    expect(await client.status(EMISOR.rut, await client.upload(file()))).toMatchObject({
      resultado: 'REPAROS',
    });

    const unknown = await client.status(EMISOR.rut, '999').catch((e: unknown) => e);
    expect(unknown).toMatchObject({
      step: 'status',
      code: '-11',
      message: m.queryRefused('-11', 'TRACKID NO EXISTE'),
    });
  });

  it('reports a network failure as unreachable (to be retried), and an unreachable address too', async () => {
    const client = await clientFor({ dropNext: 1 });
    const dropped = await client.upload(file()).catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(SiiUnreachable);
    expect((dropped as Error).message).toMatch(/^No se pudo comunicar con el SII/);
    expect(await client.upload(file())).toMatch(/^\d+$/);

    const url = sii!.url;
    await sii!.close();
    sii = undefined;
    const gone = createSiiClient({ settings: { ambiente: 'certificacion', url }, firma: credentials.firma });
    expect(await gone.getSeed().catch((e: unknown) => e)).toBeInstanceOf(SiiUnreachable);
  });

  it('speaks the boleta REST service: seed, signed token, upload, state, and its refusals', async () => {
    sii = await startFakeSii({ states: [{ estado: 'SOK' }, { estado: 'EPR', rechazados: 1 }] });
    const client = createBoletaClient({
      settings: { ambiente: 'certificacion', url: sii.url },
      firma: credentials.firma,
    });
    const boletas = Buffer.from(
      testEnvio(credentials, [
        buildDte(inputFor(credentials, 39, { folio: 5 })),
        buildDte(inputFor(credentials, 39, { folio: 6 })),
      ]),
      'latin1',
    );
    const trackId = await client.upload({ ...file(), bytes: boletas });
    expect(sii.calls).toEqual([BOLETA_PATHS.seed, BOLETA_PATHS.token, BOLETA_PATHS.upload]);
    expect(sii.uploads.get(trackId)?.xml).toContain('<EnvioBOLETA ');
    expect(await client.status(EMISOR.rut, trackId)).toEqual({ final: false, estado: 'SOK', glosa: 'SOK' });
    expect(await client.status(EMISOR.rut, trackId)).toMatchObject({
      resultado: 'REPAROS',
      glosa: m.processed(1, 0, 1),
    });

    const notXml = await client
      .upload({ ...file(), bytes: Buffer.from('no soy xml') })
      .catch((e: unknown) => e);
    expect(notXml).toMatchObject({
      step: 'upload',
      code: '7',
      message: m.uploadRefused('7', 'Esquema inválido'),
    });
    const unknown = await client.status(EMISOR.rut, '123').catch((e: unknown) => e);
    expect(unknown).toMatchObject({ step: 'status', code: '-11' });
    sii.expireTokens();
    expect((await client.status(EMISOR.rut, trackId)).final).toBe(true); // a new token, once
    sii.script.refuseTokens = true;
    const refused = await client.upload({ ...file(), bytes: boletas }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ step: 'auth', message: m.uploadRefused('401', 'No está autenticado') });
    sii.script.tokenEstado = '-07';
    sii.expireTokens();
    const badToken = await client.status(EMISOR.rut, trackId).catch((e: unknown) => e);
    expect(badToken).toMatchObject({ step: 'auth', message: m.tokenRefused('Error: firma no válida') });
  });
});
