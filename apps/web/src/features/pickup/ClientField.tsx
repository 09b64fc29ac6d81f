import { type ClientSummary, messages } from '@carga/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { usePickupClients } from './api.ts';

/**
 * The client of a request taken by staff: searched by name as the statement's picker does; picking one
 * hands its record over (its address fills the form's).
 */
export function ClientField({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error?: React.ReactNode;
  onChange: (id: string | null, client: ClientSummary | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = usePickupClients(debounced);
  const [picked, setPicked] = useState<ClientSummary[]>([]);
  const clients = [
    ...picked,
    ...(found.data ?? []).filter((c) => !picked.some((p) => p.nidcliente === c.nidcliente)),
  ];
  const options = clients.map((c) => ({
    value: String(c.nidcliente),
    label: `${c.snombrecliente} (${c.srutcliente})`,
  }));
  return (
    <Select
      label="Cliente"
      withAsterisk
      placeholder="Escriba el nombre"
      searchable
      clearable
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      error={error}
      onChange={(id) => {
        const client = clients.find((c) => String(c.nidcliente) === id);
        setPicked(client ? [client] : []);
        onChange(id, client);
      }}
      nothingFoundMessage={debounced.trim().length >= 2 ? messages.noMatches : 'Escriba 2 letras o más'}
    />
  );
}
