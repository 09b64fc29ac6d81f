import { messages } from '@carga/domain';
import { Combobox, Loader, TextInput, type TextInputProps, useCombobox } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import type { PersonQuery } from './person-search.ts';

/** What the debounced search of person-search.ts gives a field. */
interface Search {
  query: PersonQuery | null;
  type: (text: string) => void;
  settle: (text: string) => void;
}

/**
 * A text field that offers a person search's matches below it. An answer that `autoPick` settles
 * fills at once; otherwise the matches open. Choosing one calls `onPick` and settles the search.
 */
export function PersonCombobox<M>({
  search,
  answer,
  fetching,
  matches,
  autoPick,
  optionValue,
  renderOption,
  settledText,
  hidden,
  input,
  onType,
  onPick,
  onBlur,
}: {
  search: Search;
  /** The server's answer to the current query, once there is one. */
  answer: readonly M[] | undefined;
  fetching: boolean;
  /** What the dropdown offers. */
  matches: readonly M[];
  /** The match an answer fills at once, with the text that counts as searched after it. */
  autoPick: (answer: readonly M[], query: PersonQuery) => { match: M; text: string } | null;
  optionValue: (match: M) => string;
  renderOption: (match: M) => ReactNode;
  /** The text that counts as searched after choosing a suggestion. */
  settledText: (match: M) => string;
  hidden?: boolean;
  input: Omit<TextInputProps, 'onChange' | 'onFocus' | 'onBlur' | 'rightSection' | 'autoComplete'>;
  onType: (text: string) => void;
  onPick: (match: M) => void;
  onBlur?: () => void;
}) {
  const combobox = useCombobox();
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const autoPickRef = useRef(autoPick);
  autoPickRef.current = autoPick;
  // The store is a new object each render; the effect below reacts to the answer only.
  const comboboxRef = useRef(combobox);
  comboboxRef.current = combobox;
  const { query, settle } = search;

  useEffect(() => {
    if (!query || !answer) return;
    const exact = autoPickRef.current(answer, query);
    if (exact) {
      pickRef.current(exact.match);
      settle(exact.text);
      comboboxRef.current.closeDropdown();
    } else {
      comboboxRef.current.openDropdown();
    }
  }, [query, answer, settle]);

  const choose = (value: string) => {
    const match = matches.find((m) => optionValue(m) === value);
    if (!match) return;
    pickRef.current(match);
    settle(settledText(match));
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          {...input}
          autoComplete="off"
          rightSection={fetching ? <Loader size={16} /> : null}
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
      <Combobox.Dropdown hidden={hidden || !search.query || fetching || !answer}>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {matches.length === 0 ? (
            <Combobox.Empty>{messages.noMatches}</Combobox.Empty>
          ) : (
            matches.map((m) => (
              <Combobox.Option value={optionValue(m)} key={optionValue(m)}>
                {renderOption(m)}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
