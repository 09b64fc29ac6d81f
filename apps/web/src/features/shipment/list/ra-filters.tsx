import { TextInput } from '@mantine/core';

/** The filters of the RA lists of origin by the RA's number and its parties, each by RUT or name. */
export function RaPartyFilters({
  inputProps,
}: {
  inputProps: (key: 'idRA' | 'idRemitente' | 'idDestinatario') => object;
}) {
  return (
    <>
      <TextInput label="N° RA" inputMode="numeric" {...inputProps('idRA')} />
      <TextInput label="Remitente" placeholder="Rut o nombre" {...inputProps('idRemitente')} />
      <TextInput label="Destinatario" placeholder="Rut o nombre" {...inputProps('idDestinatario')} />
    </>
  );
}
