import { messages } from '@carga/domain';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useCities, useRegions } from './api.ts';

interface PlaceForm<R extends string, C extends string> {
  values: Record<R | C, string>;
  errors: Record<string, React.ReactNode>;
  setFieldValue(path: R | C, value: string): void;
}

/** Wires a form's region and commune fields to the selects. */
export const regionCommuneField = <R extends string, C extends string>(
  form: PlaceForm<R, C>,
  regionKey: R,
  communeKey: C,
) => ({
  region: form.values[regionKey],
  commune: form.values[communeKey],
  regionError: form.errors[regionKey],
  communeError: form.errors[communeKey],
  onChange: ({ region, commune }: { region: string; commune: string }) => {
    form.setFieldValue(regionKey, region);
    form.setFieldValue(communeKey, commune);
  },
});

/**
 * Región and Comuna on Chile's real data (spec 1 section 4): choosing a region filters the communes
 * (and clears a commune of another region); choosing a commune sets its region.
 */
export function RegionCommuneSelects({
  region,
  commune,
  regionError,
  communeError,
  onChange,
}: {
  region: string;
  commune: string;
  regionError?: React.ReactNode;
  communeError?: React.ReactNode;
  onChange: (next: { region: string; commune: string }) => void;
}) {
  const regions = useRegions();
  const cities = useCities();
  const regionOptions = useMemo(
    () => (regions.data ?? []).map((r) => ({ value: r.scodregion, label: r.snomregion })),
    [regions.data],
  );
  const communeOptions = useMemo(
    () =>
      (cities.data ?? [])
        .filter((c) => !region || c.scodregion === region)
        .map((c) => ({ value: c.scodciudad, label: c.snomciudad })),
    [cities.data, region],
  );
  const regionOf = (code: string | null) => cities.data?.find((c) => c.scodciudad === code)?.scodregion;

  return (
    <>
      <Select
        label="Región"
        withAsterisk
        placeholder="Seleccione una opción"
        searchable
        nothingFoundMessage={messages.noMatches}
        data={regionOptions}
        value={region || null}
        error={regionError}
        onChange={(value) => {
          const next = value ?? '';
          onChange({ region: next, commune: regionOf(commune) === next ? commune : '' });
        }}
      />
      <Select
        label="Comuna"
        withAsterisk
        placeholder="Seleccione una opción"
        searchable
        nothingFoundMessage={messages.noMatches}
        data={communeOptions}
        value={commune || null}
        error={communeError}
        onChange={(value) => onChange({ region: regionOf(value) ?? region, commune: value ?? '' })}
      />
    </>
  );
}
