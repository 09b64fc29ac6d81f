import { LIMITS } from '@carga/domain';
import { type ReactNode, useMemo } from 'react';
import { type PartyMatch, usePartySearch } from '../../shipment/wizard/api.ts';
import { PersonCombobox } from '../../shipment/wizard/PersonCombobox.tsx';
import { exactMatch, useDebouncedPersonQuery } from '../../shipment/wizard/person-search.ts';

/** 'rut - short name', as the spec shows a client suggestion. */
export const suggestionLabel = (m: Pick<PartyMatch, 'rut' | 'shortName'>) => `${m.rut} - ${m.shortName}`;

/** One suggestion per rut, in the order the server sent them. */
export function distinctByRut<T extends { rut: string }>(matches: readonly T[]): T[] {
  const seen = new Set<string>();
  return matches.filter((m) => !seen.has(m.rut) && seen.add(m.rut));
}

interface RutForm {
  values: { srutcliente: string };
  errors: Record<string, ReactNode>;
  setFieldValue(path: 'srutcliente', value: string): void;
  clearFieldError(path: 'srutcliente'): void;
  validateField(path: 'srutcliente'): unknown;
}

/** Wires a form's 'srutcliente' to the input: typing forgets the picked client, a pick fills its rut. */
export const clientRutField = (form: RutForm, onPicked: (match: PartyMatch | null) => void) => ({
  value: form.values.srutcliente,
  error: form.errors.srutcliente,
  onType: (text: string) => {
    form.setFieldValue('srutcliente', text);
    onPicked(null);
  },
  onPick: (match: PartyMatch) => {
    form.setFieldValue('srutcliente', match.rut);
    form.clearFieldError('srutcliente');
    onPicked(match);
  },
  onBlur: () => form.validateField('srutcliente'),
});

/**
 * The Rut of the address and tariff details: after a 500 ms pause it searches the clients (numeric text
 * by rut, anything else by name) and offers them as 'rut - short name'; choosing one fills the rut.
 */
export function ClientRutInput({
  value,
  error,
  readOnly,
  onType,
  onPick,
  onBlur,
}: {
  value: string;
  error?: ReactNode;
  readOnly?: boolean;
  onType: (text: string) => void;
  onPick: (match: PartyMatch) => void;
  onBlur?: () => void;
}) {
  const search = useDebouncedPersonQuery();
  const results = usePartySearch('recipient', readOnly ? null : search.query);
  const matches = useMemo(
    () => (search.query ? distinctByRut(results.data ?? []) : []),
    [search.query, results.data],
  );

  return (
    <PersonCombobox
      search={search}
      answer={results.data}
      fetching={results.isFetching}
      matches={matches}
      // Only a rut fills at once; a name always offers its matches.
      autoPick={(answer, query) => {
        const exact = exactMatch(distinctByRut(answer), query);
        return exact && query.by === 'rut' ? { match: exact, text: exact.rut } : null;
      }}
      optionValue={(m) => m.rut}
      renderOption={suggestionLabel}
      settledText={(m) => m.rut}
      hidden={readOnly}
      input={{
        label: 'Rut',
        placeholder: 'Rut o nombre del cliente',
        withAsterisk: !readOnly,
        maxLength: LIMITS.nameSearch,
        value,
        error,
        readOnly,
        variant: readOnly ? 'filled' : 'default',
      }}
      onType={onType}
      onPick={onPick}
      onBlur={onBlur}
    />
  );
}
