import { isValidRut, normalizeRut } from '@carga/domain';
import { DteError } from './dte-error.ts';
import {
  type DteInput,
  type Emisor,
  type Linea,
  type Receptor,
  type Referencia,
  TIPOS_DTE,
} from './types.ts';
import { latin1Text } from './xml-text.ts';

// Checks a document's inputs before anything is stamped: a folio spent on a document the SII refuses is a
// folio lost (it must then be annulled), so every refusal that can be foreseen is made here, in Spanish.

/** The RUT the SII accepts for a boleta's anonymous buyer. */
export const RUT_SIN_RECEPTOR = '66666666-6';
/** Most lines a document may carry (the SII's schema: 60 for facturas and notas, 1000 for boletas). */
const MAX_LINES: Record<number, number> = { 33: 60, 34: 60, 61: 60, 39: 1000 };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const DOCUMENT_LABEL: Record<number, string> = {
  33: 'La factura',
  34: 'La factura exenta',
  39: 'La boleta',
  61: 'La nota de crédito',
};

function rut(value: string | undefined, what: string): string {
  const text = (value ?? '').replace(/[.\s]/g, '');
  if (!isValidRut(text)) throw new DteError(`${what} no es un RUT válido: «${value ?? ''}»`);
  return normalizeRut(text);
}

function required(value: string | undefined, what: string): string {
  const text = latin1Text(value ?? '', what);
  if (!text) throw new DteError(`Falta ${what}`);
  return text;
}

function optional(value: string | undefined, what: string): string | undefined {
  const text = latin1Text(value ?? '', what);
  return text || undefined;
}

function date(value: string, what: string): string {
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new DteError(`${what} debe ser una fecha aaaa-mm-dd: «${value}»`);
  }
  return value;
}

function checkEmisor(emisor: Emisor): Emisor {
  if (!Number.isInteger(emisor.acteco) || emisor.acteco <= 0 || emisor.acteco > 999999) {
    throw new DteError(`El código de actividad económica del emisor no es válido: ${emisor.acteco}`);
  }
  return {
    rut: rut(emisor.rut, 'El RUT del emisor'),
    razonSocial: required(emisor.razonSocial, 'la razón social del emisor'),
    giro: required(emisor.giro, 'el giro del emisor'),
    acteco: emisor.acteco,
    direccion: required(emisor.direccion, 'la dirección del emisor'),
    comuna: required(emisor.comuna, 'la comuna del emisor'),
    ciudad: optional(emisor.ciudad, 'la ciudad del emisor'),
  };
}

/** A nota de crédito of boletas only: its receptor is the boletas' buyer, who may be anonymous. */
const creditsBoletasOnly = (tipo: number, referencias: Referencia[]) =>
  tipo === 61 && referencias.length > 0 && referencias.every((ref) => ref.tipo === 39);

function checkReceptor(tipo: number, receptor: Receptor | undefined, referencias: Referencia[]): Receptor {
  if (creditsBoletasOnly(tipo, referencias)) {
    // The SII takes the boleta's receptor as it was (66666666-6 when anonymous): no giro nor address asked.
    return {
      rut: receptor?.rut?.trim() ? rut(receptor.rut, 'El RUT del receptor') : RUT_SIN_RECEPTOR,
      razonSocial: optional(receptor?.razonSocial, 'el nombre del receptor') ?? 'Sin RUT',
      giro: optional(receptor?.giro, 'el giro del receptor'),
      direccion: optional(receptor?.direccion, 'la dirección del receptor'),
      comuna: optional(receptor?.comuna, 'la comuna del receptor'),
    };
  }
  if (tipo === 39) {
    // A boleta's buyer is usually anonymous: the SII's generic RUT, and only what the buyer gave.
    return {
      rut: receptor?.rut?.trim() ? rut(receptor.rut, 'El RUT del receptor') : RUT_SIN_RECEPTOR,
      razonSocial: optional(receptor?.razonSocial, 'el nombre del receptor') ?? 'Sin RUT',
      direccion: optional(receptor?.direccion, 'la dirección del receptor'),
      comuna: optional(receptor?.comuna, 'la comuna del receptor'),
    };
  }
  if (!receptor?.rut?.trim()) throw new DteError(`${DOCUMENT_LABEL[tipo]} necesita el RUT del receptor`);
  const checked: Receptor = {
    rut: rut(receptor.rut, 'El RUT del receptor'),
    razonSocial: required(receptor.razonSocial, 'la razón social del receptor'),
    giro: optional(receptor.giro, 'el giro del receptor'),
    direccion: optional(receptor.direccion, 'la dirección del receptor'),
    comuna: optional(receptor.comuna, 'la comuna del receptor'),
  };
  if (!checked.giro || !checked.direccion || !checked.comuna) {
    throw new DteError(`${DOCUMENT_LABEL[tipo]} necesita el giro, la dirección y la comuna del receptor`);
  }
  return checked;
}

function checkLine(linea: Linea, n: number): Linea {
  const nombre = required(linea.nombre, `el nombre de la línea ${n}`);
  if (!Number.isFinite(linea.cantidad) || linea.cantidad <= 0) {
    throw new DteError(`La cantidad de la línea ${n} debe ser mayor que cero`);
  }
  if (Math.round(linea.cantidad * 1e6) !== linea.cantidad * 1e6) {
    throw new DteError(`La cantidad de la línea ${n} admite hasta 6 decimales`);
  }
  if (!Number.isSafeInteger(linea.precioUnitario) || linea.precioUnitario < 0) {
    throw new DteError(
      `El precio de la línea ${n} debe ser un número entero de pesos, cero o más: ${linea.precioUnitario}`,
    );
  }
  return { ...linea, nombre };
}

function checkReference(ref: Referencia, n: number): Referencia {
  if (!Number.isInteger(ref.tipo) || ref.tipo <= 0) {
    throw new DteError(`El tipo del documento de la referencia ${n} no es válido`);
  }
  if (!Number.isSafeInteger(ref.folio) || ref.folio <= 0) {
    throw new DteError(`El folio de la referencia ${n} no es válido`);
  }
  if (ref.codigo !== undefined && ![1, 2, 3].includes(ref.codigo)) {
    throw new DteError(
      `El código de la referencia ${n} debe ser 1 (anula), 2 (corrige texto) o 3 (corrige montos)`,
    );
  }
  return {
    ...ref,
    fecha: date(ref.fecha, `La fecha de la referencia ${n}`),
    razon: required(ref.razon, `la razón de la referencia ${n}`),
  };
}

export interface CheckedInput {
  emisor: Emisor;
  receptor: Receptor;
  lineas: Linea[];
  referencias: Referencia[];
}

/**
 * The inputs in the form they are written: RUTs normalised, texts in ISO-8859-1. Needs neither the CAF nor
 * the certificate, so that a caller can run it before taking a folio.
 */
export function checkInput(input: Omit<DteInput, 'caf' | 'firma'>): CheckedInput {
  if (!TIPOS_DTE.includes(input.tipo)) {
    throw new DteError(`Carga no emite documentos del tipo ${input.tipo}`);
  }
  if (!Number.isSafeInteger(input.folio) || input.folio <= 0) {
    throw new DteError(`El folio debe ser un número entero positivo: ${input.folio}`);
  }
  date(input.fechaEmision, 'La fecha de emisión');
  const max = MAX_LINES[input.tipo] ?? 60;
  if (input.lineas.length === 0 || input.lineas.length > max) {
    throw new DteError(`${DOCUMENT_LABEL[input.tipo]} debe tener entre 1 y ${max} líneas`);
  }
  const referencias = (input.referencias ?? []).map((ref, i) => checkReference(ref, i + 1));
  if (input.tipo === 61 && referencias.length === 0) {
    throw new DteError('La nota de crédito necesita al menos una referencia al documento que corrige');
  }
  if (referencias.length > 40) throw new DteError('Un documento admite hasta 40 referencias');
  return {
    emisor: checkEmisor(input.emisor),
    receptor: checkReceptor(input.tipo, input.receptor, referencias),
    lineas: input.lineas.map((linea, i) => checkLine(linea, i + 1)),
    referencias,
  };
}
