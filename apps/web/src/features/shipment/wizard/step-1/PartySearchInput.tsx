import { messages } from '@carga/domain';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { type PartyKind, type PartyMatch, usePartySearch } from '../api.ts';
import { exactMatch, useDebouncedPersonQuery } from '../person-search.ts';

export interface PartySearchInputProps {
  kind: PartyKind;
  label: string;
  value: string;
  error?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  /** Agents are only searched by rut. */
  rutOnly?: boolean;
  /** The user changed the text. */
  onType: (value: string) => void;
  /** A person was chosen, or was the only exact match of what was typed. */
  onPick: (match: PartyMatch) => void;
  onBlur?: () => void;
  withAsterisk?: boolean;
}

/** A text field that searches people as the user types and offers the matches below it. */
export function PartySearchInput({
  kind,
  label,
  value,
  error,
  disabled,
  placeholder,
  rutOnly,
  onType,
  onPick,
  onBlur,
  withAsterisk,
}: PartySearchInputProps) {
  const combobox = useCombobox();
  const search = useDebouncedPersonQuery(rutOnly);
  const results = usePartySearch(kind, search.query);
  const matches = search.query ? (results.data ?? []) : [];

  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  // The store is a new object each render; the effect below reacts to the answer only.
  const comboboxRef = useRef(combobox);
  comboboxRef.current = combobox;
  const { query, settle } = search;

  // A search answered: fill at once when it is exactly what was typed, otherwise offer the matches.
  useEffect(() => {
    if (!query || !results.data) return;
    const exact = exactMatch(results.data, query);
    if (exact) {
      pickRef.current(exact);
      settle(query.text);
      comboboxRef.current.closeDropdown();
    } else {
      comboboxRef.current.openDropdown();
    }
  }, [query, results.data, settle]);

  const choose = (id: string) => {
    const match = matches.find((m) => String(m.id) === id);
    if (!match) return;
    pickRef.current(match);
    settle(value);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label={label}
          value={value}
          error={error}
          disabled={disabled}
          placeholder={placeholder}
          withAsterisk={withAsterisk}
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
      <Combobox.Dropdown hidden={!search.query || results.isFetching || !results.data}>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {matches.length === 0 ? (
            <Combobox.Empty>{messages.noMatches}</Combobox.Empty>
          ) : (
            matches.map((m) => (
              <Combobox.Option value={String(m.id)} key={m.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {m.shortName}
                    </Text>
                    {m.fullName !== m.shortName && (
                      <Text size="xs" c="dimmed" truncate>
                        {m.fullName}
                      </Text>
                    )}
                  </div>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {m.rut}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
