import { placeLabel } from '@carga/domain';
import { useMemo } from 'react';
import { useOffices, useStorages } from './api.ts';

// Where an answer carries only a place's code (list cards, the differences table), the screen names it
// from the offices and warehouses tables, written as everywhere: 'Bodega Santiago (BDSCL)'.

type Named = ReadonlyArray<{ code: string; name: string }>;

/** 'name (code)' for each known code; an unknown code (or names not loaded yet) shows alone. */
export function placeNamer(places: Named): (code: string | null | undefined) => string {
  const names = new Map(places.map((p) => [p.code, p.name]));
  return (code) => placeLabel(code ? names.get(code) : undefined, code);
}

/** For staff screens: the offices' and warehouses' names, read once an hour. */
export function usePlaceLabel() {
  const offices = useOffices();
  const storages = useStorages();
  return useMemo(
    () =>
      placeNamer([
        ...(offices.data ?? []).map((o) => ({ code: o.scodoficina, name: o.snomoficina })),
        ...(storages.data ?? []).map((s) => ({ code: s.scodbodega, name: s.snombodega })),
      ]),
    [offices.data, storages.data],
  );
}
