import { type ClientDetail, type ClientForm, clientForm } from '@carga/domain';
import { zodResolver } from '../../../ui/zod-resolver.ts';

export type Flag = 'S' | 'N';

/** What the client screen edits: the contract's payload, every field as the user typed it. */
export interface ClientValues {
  srutcliente: string;
  snombrecliente: string;
  snombrecorto: string;
  sindclientecontr: Flag;
  sindclientecouri: Flag;
  sindproveedor: Flag;
  sindproveedorint: Flag;
  srutfacturacion: string;
  sprefijotelefono: string;
  stelefono: string;
  sterminoenvio: string;
  stipoentrega: string;
  sindactivo: Flag;
  /** Notices of the client's cargo (issue 16). */
  semail: string;
  sindnotificar: Flag;
}

/** A new client: recipient N, courier N, remitting supplier S, internal supplier N, active S (spec 2 section 4). */
export const emptyClient = (): ClientValues => ({
  srutcliente: '',
  snombrecliente: '',
  snombrecorto: '',
  sindclientecontr: 'N',
  sindclientecouri: 'N',
  sindproveedor: 'S',
  sindproveedorint: 'N',
  srutfacturacion: '',
  sprefijotelefono: '',
  stelefono: '',
  sterminoenvio: '',
  stipoentrega: '',
  sindactivo: 'S',
  semail: '',
  sindnotificar: 'N',
});

const asFlag = (value: string): Flag => (value === 'S' ? 'S' : 'N');

export const clientFromDetail = (c: ClientDetail): ClientValues => ({
  srutcliente: c.srutcliente,
  snombrecliente: c.snombrecliente,
  snombrecorto: c.snombrecorto,
  sindclientecontr: asFlag(c.sindclientecontr),
  sindclientecouri: asFlag(c.sindclientecouri),
  sindproveedor: asFlag(c.sindproveedor),
  sindproveedorint: asFlag(c.sindproveedorint),
  srutfacturacion: c.srutfacturacion,
  sprefijotelefono: c.sprefijotelefono,
  stelefono: c.stelefono,
  sterminoenvio: c.sterminoenvio,
  stipoentrega: c.stipoentrega,
  sindactivo: asFlag(c.sindactivo),
  semail: c.semail,
  sindnotificar: asFlag(c.sindnotificar),
});

export const clientPayload = (v: ClientValues): ClientForm => ({
  ...v,
  srutcliente: v.srutcliente.trim(),
  snombrecliente: v.snombrecliente.trim(),
  snombrecorto: v.snombrecorto.trim(),
  srutfacturacion: v.srutfacturacion.trim(),
  sprefijotelefono: v.sprefijotelefono.trim(),
  stelefono: v.stelefono.trim(),
  semail: v.semail.trim(),
});

const resolve = zodResolver(clientForm);
/** The shared schema, on what will be sent: the server says the same in the same words. */
export const validateClient = (v: ClientValues) => resolve(clientPayload(v));
