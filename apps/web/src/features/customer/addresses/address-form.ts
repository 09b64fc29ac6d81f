import { type AddressDetail, type AddressForm, addressForm } from '@carga/domain';
import { zodResolver } from '../../../ui/zod-resolver.ts';
import type { Flag } from '../clients/client-form.ts';

export interface AddressValues {
  sindentrega: Flag;
  sindretiro: Flag;
  sindfacturacion: Flag;
  scalle: string;
  snumeracion: string;
  srestodireccion: string;
  scodpostal: string;
  scodregion: string;
  scodcomuna: string;
  sindactivo: Flag;
}

const asFlag = (value: string): Flag => (value === 'S' ? 'S' : 'N');

export const addressFromDetail = (a: AddressDetail): AddressValues => ({
  sindentrega: asFlag(a.sindentrega),
  sindretiro: asFlag(a.sindretiro),
  sindfacturacion: asFlag(a.sindfacturacion),
  scalle: a.scalle,
  snumeracion: a.snumeracion,
  srestodireccion: a.srestodireccion,
  scodpostal: a.scodpostal,
  scodregion: a.scodregion,
  scodcomuna: a.scodcomuna,
  sindactivo: asFlag(a.sindactivo),
});

export const addressPayload = (v: AddressValues): AddressForm => ({
  ...v,
  scalle: v.scalle.trim(),
  snumeracion: v.snumeracion.trim(),
  srestodireccion: v.srestodireccion.trim(),
  scodpostal: v.scodpostal.trim(),
});

const resolve = zodResolver(addressForm);
export const validateAddress = (v: AddressValues) => resolve(addressPayload(v));
