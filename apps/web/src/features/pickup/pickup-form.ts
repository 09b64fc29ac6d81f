import { type ClientSummary, type PickupRequest, pickupMessages, pickupRequest } from '@carga/domain';
import { zodResolver } from '../../ui/zod-resolver.ts';

// 'Nuevo retiro' and 'Solicitar retiro': what is typed, the body of POST /Retiro built from it, and the
// contract's checks with its Spanish messages before the server's.

export interface PickupValues {
  /** The client's id as the select holds it (staff only). */
  nidcliente: string | null;
  scodoficina: string | null;
  sdireccion: string;
  scodcomuna: string | null;
  scontacto: string;
  stelefono: string;
  /** 'yyyy-mm-dd'; '' when cleared. */
  dfecha: string;
  shoradesde: string;
  shorahasta: string;
  /** As the number inputs hold them ('' when empty). */
  nbultos: number | string;
  npesokg: number | string;
  sdescripcion: string;
}

export const initialPickupValues = (day: string, office: string | null): PickupValues => ({
  nidcliente: null,
  scodoficina: office,
  sdireccion: '',
  scodcomuna: null,
  scontacto: '',
  stelefono: '',
  dfecha: day,
  shoradesde: '09:00',
  shorahasta: '13:00',
  nbultos: 1,
  npesokg: '',
  sdescripcion: '',
});

/** The body: the client only from staff (a customer's is its own). */
export const toPickupBody = (values: PickupValues, staff: boolean): PickupRequest => ({
  ...(staff && values.nidcliente ? { nidcliente: Number(values.nidcliente) } : {}),
  scodoficina: values.scodoficina ?? '',
  sdireccion: values.sdireccion,
  scodcomuna: values.scodcomuna ?? '',
  scontacto: values.scontacto,
  stelefono: values.stelefono,
  dfecha: values.dfecha,
  shoradesde: values.shoradesde,
  shorahasta: values.shorahasta,
  nbultos: values.nbultos === '' ? '' : Number(values.nbultos),
  npesokg: values.npesokg === '' ? 0 : Number(values.npesokg),
  sdescripcion: values.sdescripcion,
});

const validateBody = zodResolver(pickupRequest);

export function validatePickup(values: PickupValues, staff: boolean): Record<string, string> {
  const errors = validateBody(toPickupBody(values, staff));
  if (staff && !values.nidcliente) errors.nidcliente = pickupMessages.clientRequired;
  return errors;
}

/** A client's address as the form writes it: its first address (street, number, the rest) and comuna. */
export function addressOf(client: ClientSummary | undefined) {
  const first = client?.direcciones[0];
  if (!first) return null;
  return {
    sdireccion: [first.scalle, first.snumeracion, first.srestodireccion].filter(Boolean).join(' '),
    scodcomuna: first.scodcomuna,
  };
}
