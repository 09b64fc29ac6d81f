import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type PartyKind, type PartyMatch, usePartySearch } from '../api.ts';
import { PersonCombobox } from '../PersonCombobox.tsx';
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
  const search = useDebouncedPersonQuery(rutOnly);
  const results = usePartySearch(kind, search.query);

  return (
    <PersonCombobox
      search={search}
      answer={results.data}
      fetching={results.isFetching}
      matches={search.query ? (results.data ?? []) : []}
      autoPick={(answer, query) => {
        const exact = exactMatch(answer, query);
        return exact ? { match: exact, text: query.text } : null;
      }}
      optionValue={(m) => String(m.id)}
      renderOption={(m) => (
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
      )}
      settledText={() => value}
      input={{ label, value, error, disabled, placeholder, withAsterisk }}
      onType={onType}
      onPick={onPick}
      onBlur={onBlur}
    />
  );
}
