import { computeRutCheckDigit } from '@carga/domain';
import { baseUrl } from './browser.ts';

// Test data made through the API itself, as the wizard would: each test builds the RAs it needs on
// whatever the shared e2e database already holds, so names and numbers carry a per-run tag.

/** A short tag of letters (a name filter, never read as a RUT) that makes this run's rows unique. */
export function runTag() {
  const letters = 'abcdefghijkmnpqrstuvwxyz';
  let tag = 'e2e';
  for (let i = 0; i < 5; i++) tag += letters[Math.floor(Math.random() * letters.length)];
  return tag;
}

/** A valid RUT nobody in the demo data has. */
export function freshRut() {
  const body = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
  return `${body}-${computeRutCheckDigit(body)}`;
}

/** A document number unlikely to repeat across runs. */
export const freshDocumentId = () =>
  String(Date.now()).slice(-7) + String(Math.floor(Math.random() * 90 + 10));

export async function apiSignIn(username: string, password = 'demo-2026'): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface RaSeed {
  sender?: { rut: string; name: string };
  recipient?: { rut: string; name: string };
  /** enviadoPor: TER, MAR, AER… */
  via?: string;
  billing?: 'DESTI' | 'REMIT';
  /** Origin and destination warehouses; BDSCL → BDPUQ unless told. */
  warehouses?: { from: string; to: string };
  description?: string;
  document?: { type: string; id: string; value?: number };
  packages?: number;
  /** Stop after step 1 (the RA stays ENCREA). */
  onlyStepOne?: boolean;
  /** How the wizard finishes: 'Permanecer en oficina' (ENPREP) or 'Enviar a bodega' (BORIG); none keeps ENCREA. */
  finish?: 'ENPREP' | 'BORIG';
}

/** Registers an RA at OFISCL through the wizard's calls and answers its id. */
export async function createRa(token: string, seed: RaSeed = {}): Promise<number> {
  const sender = seed.sender ?? { rut: '76086428-5', name: 'Comercial Austral' };
  const recipient = seed.recipient ?? { rut: '77123456-9', name: 'Los Andes' };
  const id = await api<number>(token, 'POST', '/Shipment/OriginAndDestinationOfCargo', {
    nidra: 0,
    scodoficinaorigen: 'OFISCL',
    rutRemitente: sender.rut,
    nomRemitente: sender.name,
    rutDestinatario: recipient.rut,
    nomDestinatario: recipient.name,
    tipoRecepcion: 'FISIC',
    enviadoPor: seed.via ?? 'TER',
    otroMedio: '',
    modalidadEnvio: 'LCL',
    rutAgente: '',
    nomAgente: '',
  });
  if (seed.onlyStepOne) return id;
  const warehouses = seed.warehouses ?? { from: 'BDSCL', to: 'BDPUQ' };
  await api(token, 'PUT', `/Shipment/ReceptionConditions/${id}`, {
    sfacturar: seed.billing ?? 'DESTI',
    srutfacturar: '',
    sidtrackingext: '',
    sindretirolocal: 'N',
    sindentregalocal: 'N',
    sindenviodirecto: 'N',
    scodoficinaorigen: 'OFISCL',
    scodbodegaorigen: warehouses.from,
    scodbodegadestino: warehouses.to,
    scodoficinadestino: 'OFIPUQ',
  });
  await api(token, 'PUT', `/Shipment/DescriptionAndStatusOfCargo/${id}`, {
    scodtipocarga: 'GENERAL',
    sdescripcioncarga: seed.description ?? 'Repuestos de maquinaria',
    scodestadocarga: 'NORMAL',
  });
  const document = seed.document ?? { type: 'FACTURA', id: freshDocumentId() };
  await api(token, 'POST', `/Shipment/AssociatedDocumentation/${id}`, {
    scodtipodocumento: document.type,
    sidentificadordocumento: document.id,
    dfecdocumento: '2026-11-01',
    sindsinvalor: 'N',
    nvalordocumento: document.value ?? 100000,
  });
  for (let i = 0; i < (seed.packages ?? 1); i++) {
    await api(token, 'POST', `/Shipment/Package/${id}`, {
      scodtipobulto: 'CAJA',
      ncantidadbultos: 2,
      npesobultokg: 10,
      naltocm: 30,
      nlargocm: 40,
      nanchocm: 50,
      sreferencia: '',
    });
  }
  if (seed.finish) await api(token, 'POST', `/Shipment/Attachment/FinishAndPrint/${id}/${seed.finish}`);
  return id;
}

// The smallest valid PNG: one transparent pixel.
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An RA at OFISCL going BDSCL → BDPUQ (OFIPUQ) with one line of `units` boxes of 12 kg, 40×50×30 cm,
 * sent to the warehouse (BORIG).
 */
export async function warehouseRa(token: string, description: string, units: number, seed: RaSeed = {}) {
  const id = await createRa(token, { ...seed, packages: 0, description });
  await api(token, 'POST', `/Shipment/Package/${id}`, {
    scodtipobulto: 'CAJA',
    ncantidadbultos: units,
    npesobultokg: 12,
    naltocm: 30,
    nlargocm: 40,
    nanchocm: 50,
    sreferencia: '',
  });
  await api(token, 'POST', `/Shipment/Attachment/FinishAndPrint/${id}/BORIG`);
  return id;
}
