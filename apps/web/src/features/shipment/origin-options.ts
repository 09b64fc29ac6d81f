import { placeLabel } from '@carga/domain';
import { useMemo } from 'react';
import type { Session } from '../../api/session.ts';
import { useOffices, useStorages } from '../lookups/api.ts';

export interface Option {
  value: string;
  label: string;
}

/** The spec's place label, 'name (code)': one formatter for every screen (issue 12). */
export { placeLabel };

/** The user's offices, named ('name (code)'); the code alone until the names arrive. */
export function useOwnOfficeOptions(session: Session): Option[] {
  const offices = useOffices();
  return useMemo(
    () =>
      session.oficinas.map((code) => {
        const office = offices.data?.find((o) => o.scodoficina === code);
        return { value: code, label: office ? placeLabel(office.snomoficina, code) : code };
      }),
    [offices.data, session.oficinas],
  );
}

/** The user's offices and warehouses, as Recepciones and Consulta RA filter by the current one. */
export function useOwnPlaceOptions(session: Session): Option[] {
  const offices = useOffices();
  const storages = useStorages();
  return useMemo(
    () => [
      ...session.oficinas.map((code) => {
        const office = offices.data?.find((o) => o.scodoficina === code);
        return { value: code, label: office ? placeLabel(office.snomoficina, code) : code };
      }),
      ...session.bodegas.map((code) => {
        const storage = storages.data?.find((s) => s.scodbodega === code);
        return { value: code, label: storage ? placeLabel(storage.snombodega, code) : code };
      }),
    ],
    [offices.data, storages.data, session.oficinas, session.bodegas],
  );
}

/** The office a screen of origin starts on: the current one when it is an office, else the first. */
export function defaultOffice(session: Session): string {
  const current = session.currentOfiBod;
  if (current && session.oficinas.includes(current)) return current;
  return session.oficinas[0] ?? '';
}
