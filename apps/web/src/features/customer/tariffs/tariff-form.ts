import {
  chileToday,
  messages,
  type TariffDetail,
  type TariffForm,
  type TariffUpdate,
  tariffForm,
} from '@carga/domain';
import { zodResolver } from '../../../ui/zod-resolver.ts';
import type { Flag } from '../clients/client-form.ts';

export const AMOUNT_FIELDS = [
  ['nvalortarifakg', 'Valor Kg'],
  ['nvalortarifam3', 'Valor M³'],
  ['nvalorpesovolum', 'Valor volumen'],
  ['nvalorcantidad', 'Valor cantidad'],
  ['nvalorcantinterno', 'Valor cant. interno'],
] as const;
export const PERCENT_FIELDS = [
  ['nporcentajeseguro', '% Seguro'],
  ['nporcentajecargaimo', '% Carga IMO'],
] as const;
export const MINIMUM_FIELD = ['ntarifaminima', 'Tarifa mínima'] as const;

type NumberField =
  | (typeof AMOUNT_FIELDS)[number][0]
  | (typeof PERCENT_FIELDS)[number][0]
  | (typeof MINIMUM_FIELD)[0];
export const NUMBER_FIELDS: NumberField[] = [
  ...AMOUNT_FIELDS.map(([f]) => f),
  ...PERCENT_FIELDS.map(([f]) => f),
  MINIMUM_FIELD[0],
];

/** The tariff screen's values: numbers are kept as typed, for the shared schema to judge. */
export type TariffValues = Record<NumberField, string> & {
  srutcliente: string;
  scodoficinaorigen: string;
  scodoficinadestino: string;
  svia: string;
  scodmodalidad: string;
  scodtipocarga: string;
  sindvigente: Flag;
};

/** A new tariff: every value 0 and active (spec 2 section 4). */
export const emptyTariff = (): TariffValues => ({
  srutcliente: '',
  scodoficinaorigen: '',
  scodoficinadestino: '',
  svia: '',
  scodmodalidad: '',
  scodtipocarga: '',
  nvalortarifakg: '0',
  nvalortarifam3: '0',
  nvalorpesovolum: '0',
  nvalorcantidad: '0',
  nvalorcantinterno: '0',
  nporcentajeseguro: '0',
  nporcentajecargaimo: '0',
  ntarifaminima: '0',
  sindvigente: 'S',
});

/** Chilean decimals: 12.5 is shown as '12,5'. */
const decimal = (value: number) => String(value).replace('.', ',');

export const tariffFromDetail = (t: TariffDetail): TariffValues => ({
  srutcliente: t.srutcliente,
  scodoficinaorigen: t.scodoficinaorigen,
  scodoficinadestino: t.scodoficinadestino,
  svia: t.svia,
  scodmodalidad: t.scodmodalidad,
  scodtipocarga: t.scodtipocarga,
  nvalortarifakg: String(t.nvalortarifakg),
  nvalortarifam3: String(t.nvalortarifam3),
  nvalorpesovolum: String(t.nvalorpesovolum),
  nvalorcantidad: String(t.nvalorcantidad),
  nvalorcantinterno: String(t.nvalorcantinterno),
  nporcentajeseguro: decimal(t.nporcentajeseguro),
  nporcentajecargaimo: decimal(t.nporcentajecargaimo),
  ntarifaminima: String(t.ntarifaminima),
  sindvigente: t.sindvigente === 'S' ? 'S' : 'N',
});

export const tariffPayload = (v: TariffValues): TariffForm => {
  const trimmed = Object.fromEntries(Object.entries(v).map(([k, value]) => [k, value.trim()]));
  return trimmed as unknown as TariffForm;
};

const resolve = zodResolver(tariffForm);
export const validateTariff = (v: TariffValues) => resolve(tariffPayload(v));

/**
 * 'Vigente desde' of an edited tariff (issue 12): 'yyyy-MM-dd', today or later in Chile; '' (cleared)
 * means today, as the server takes it.
 */
export const validFromError = (day: string, today = chileToday()): string | null => {
  if (day === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return messages.validFromInvalid;
  return day < today ? messages.validFromPast : null;
};

/** PUT /api/Customer/Tarifa: the values, the client and the day the new version starts. */
export const tariffUpdatePayload = (
  v: TariffValues,
  nidcliente: number,
  validFrom: string,
): TariffUpdate => ({
  ...tariffPayload(v),
  nidcliente,
  ...(validFrom ? { dvigenciadesde: validFrom } : {}),
});
