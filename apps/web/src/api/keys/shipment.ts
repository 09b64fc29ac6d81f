import type { QueryKey } from '@tanstack/react-query';

// The shipment area's query keys: the wizard (spec 1 section 7) and the RA lists and detail.

/** The wizard's copy of every RA, its combos and the people search: a package type change reloads it all. */
const wizard = ['shipment', 'wizard'] as const;
/** The RA lists (image capture, receptions, preparation), their filters and each RA's detail. */
const ras = ['shipment', 'ras'] as const;

export const shipmentKeys = {
  wizard: () => wizard,
  /** Everything the wizard holds of one RA: invalidated whole when a step changes data other steps show. */
  ra: (id: number) => [...wizard, 'ra', id] as const,
  stepOneCombos: () => [...wizard, 'step-one-combos'] as const,
  stepOne: (id: number) => [...wizard, 'ra', id, 'step-one'] as const,
  receptionConditions: (id: number) => [...wizard, 'ra', id, 'reception-conditions'] as const,
  cargoDescription: (id: number) => [...wizard, 'ra', id, 'cargo-description'] as const,
  documents: (id: number) => [...wizard, 'ra', id, 'documents'] as const,
  packages: (id: number) => [...wizard, 'ra', id, 'packages'] as const,
  attachments: (id: number) => [...wizard, 'ra', id, 'attachments'] as const,
  /** Every search of senders, recipients and agents: a new or changed client makes them stale. */
  people: () => [...wizard, 'people'] as const,
  peopleSearch: (kind: string, by: 'rut' | 'nombre', text: string) =>
    [...wizard, 'people', kind, by, text] as const,

  /** The RA lists, their filters and every RA's detail, history and price. */
  ras: () => ras,
  /** Every RA list: an RA action or upload makes them stale. */
  lists: () => [...ras, 'list'] as const,
  imageCapture: (query: object) => [...ras, 'list', 'image-capture', query] as const,
  receptions: (query: object) => [...ras, 'list', 'receptions', query] as const,
  preparation: (query: object) => [...ras, 'list', 'preparation', query] as const,
  receptionsFilters: () => [...ras, 'filters', 'receptions'] as const,
  /** The preparation combos carry the summary by state, so they follow the RAs too. */
  preparationFilters: (office: string) => [...ras, 'list', 'preparation-summary', office] as const,
  detail: (id: number) => [...ras, 'detail', id] as const,
  history: (id: number) => [...ras, 'detail', id, 'history'] as const,
  /** Under the RA's detail key, so that a change of the RA refreshes its price too. */
  price: (id: number) => [...ras, 'detail', id, 'price'] as const,
};

/** Whether a query is the price of some RA: a tariff change may move any of them. */
export const isRaPriceKey = (key: QueryKey): boolean =>
  key.length === 5 && key[0] === ras[0] && key[1] === ras[1] && key[2] === 'detail' && key[4] === 'price';
