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

/** The name alone, for figures read by people rather than staff at a counter (Gestión); else the code. */
export function placeNameOnly(places: Named): (code: string | null | undefined) => string {
  const names = new Map(places.map((p) => [p.code, p.name]));
  return (code) => (code ? names.get(code)?.trim() || code : '');
}

/** The offices' and warehouses' names, read once an hour. */
function usePlaces(): Named {
  const offices = useOffices();
  const storages = useStorages();
  return useMemo(
    () => [
      ...(offices.data ?? []).map((o) => ({ code: o.scodoficina, name: o.snomoficina })),
      ...(storages.data ?? []).map((s) => ({ code: s.scodbodega, name: s.snombodega })),
    ],
    [offices.data, storages.data],
  );
}

/** For staff screens: 'name (code)'. */
export function usePlaceLabel() {
  const places = usePlaces();
  return useMemo(() => placeNamer(places), [places]);
}

/** For Gestión's charts and tables: the name alone. */
export function usePlaceName() {
  const places = usePlaces();
  return useMemo(() => placeNameOnly(places), [places]);
}
