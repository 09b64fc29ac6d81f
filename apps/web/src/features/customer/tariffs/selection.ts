import type { TariffKey } from '@carga/domain';

// The tariff opened in its detail: its key, as JSON, under the spec's local storage key 'tarifa'.

const TARIFF = 'tarifa';
const TEXT_FIELDS = [
  'scodoficinaorigen',
  'scodoficinadestino',
  'svia',
  'scodmodalidad',
  'scodtipocarga',
] as const;

/** Only the key's own fields, in a fixed order (it is also the query key of the detail). */
export const tariffKeyOf = (t: TariffKey): TariffKey => ({
  nidcliente: t.nidcliente,
  scodoficinaorigen: t.scodoficinaorigen,
  scodoficinadestino: t.scodoficinadestino,
  svia: t.svia,
  scodmodalidad: t.scodmodalidad,
  scodtipocarga: t.scodtipocarga,
});

export function storedTariff(): TariffKey | null {
  try {
    const value = JSON.parse(localStorage.getItem(TARIFF) ?? 'null') as Partial<TariffKey> | null;
    if (!value || !Number.isInteger(value.nidcliente) || (value.nidcliente ?? 0) <= 0) return null;
    if (!TEXT_FIELDS.every((f) => typeof value[f] === 'string' && value[f])) return null;
    return tariffKeyOf(value as TariffKey);
  } catch {
    return null;
  }
}

export function storeTariff(key: TariffKey | null) {
  if (key === null) localStorage.removeItem(TARIFF);
  else localStorage.setItem(TARIFF, JSON.stringify(tariffKeyOf(key)));
}
