import { LIMITS, messages } from '@carga/domain';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { type PartyMatch, usePartySearch } from '../../shipment/wizard/api.ts';
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
  const combobox = useCombobox();
  const search = useDebouncedPersonQuery();
  const results = usePartySearch('recipient', readOnly ? null : search.query);
  const matches = useMemo(
    () => (search.query ? distinctByRut(results.data ?? []) : []),
    [search.query, results.data],
  );

  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const comboboxRef = useRef(combobox);
  comboboxRef.current = combobox;
  const { query, settle } = search;

  // A search answered: the one exact match fills at once, otherwise the matches are offered.
  useEffect(() => {
    if (!query || !results.data) return;
    const exact = exactMatch(distinctByRut(results.data), query);
    if (exact && query.by === 'rut') {
      pickRef.current(exact);
      settle(exact.rut);
      comboboxRef.current.closeDropdown();
    } else {
      comboboxRef.current.openDropdown();
    }
  }, [query, results.data, settle]);

  const choose = (rut: string) => {
    const match = matches.find((m) => m.rut === rut);
    if (!match) return;
    pickRef.current(match);
    settle(match.rut);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label="Rut"
          placeholder="Rut o nombre del cliente"
          withAsterisk={!readOnly}
          maxLength={LIMITS.nameSearch}
          value={value}
          error={error}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          autoComplete="off"
          rightSection={results.isFetching ? <Loader size={16} /> : null}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onType(text);
            search.type(text);
            if (!text.trim()) combobox.closeDropdown();
          }}
          onFocus={() => matches.length > 0 && combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={readOnly || !search.query || results.isFetching || !results.data}>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {matches.length === 0 ? (
            <Combobox.Empty>{messages.noMatches}</Combobox.Empty>
          ) : (
            matches.map((m) => (
              <Combobox.Option value={m.rut} key={m.rut}>
                {suggestionLabel(m)}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
