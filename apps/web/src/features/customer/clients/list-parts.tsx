import { LIMITS } from '@carga/domain';
import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { RutInput } from '../../../ui/RutInput.tsx';

// The pieces the configuration lists of clients (Cliente - Proveedor, Direcciones, Tarifas) share.

/** The filters by the client's RUT and name, with the client's own limits. */
export function RutNameFilters({ inputProps }: { inputProps: (key: 'rut' | 'nombre') => object }) {
  return (
    <>
      <RutInput label="Rut" {...inputProps('rut')} />
      <TextInput label="Nombre" maxLength={LIMITS.snombrecliente} {...inputProps('nombre')} />
    </>
  );
}

/** A row's 'Ver detalle' control (the row itself opens the detail on a click too). */
export function ViewDetailButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label="Ver detalle">
      <ActionIcon variant="light" aria-label={label} onClick={onClick}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
