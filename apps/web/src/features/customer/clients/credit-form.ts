import {
  type ClientCredit,
  type ClientCreditUpdate,
  type CtacteInvoicing,
  clientCreditUpdate,
  type InvoiceDetail,
} from '@carga/domain';
import { zodResolver } from '../../../ui/zod-resolver.ts';

/** The 'Crédito' section's fields as typed: amounts stay text until sent ('1.500.000'). */
export interface CreditValues {
  sindctacte: boolean;
  nlimitecredito: string;
  ndiaspago: string;
  sfacturactacte: CtacteInvoicing;
  sdetallefactura: InvoiceDetail;
  sgiro: string;
}

export const creditFromStored = (credit: ClientCredit): CreditValues => ({
  sindctacte: credit.sindctacte === 'S',
  nlimitecredito: String(credit.nlimitecredito),
  ndiaspago: String(credit.ndiaspago),
  sfacturactacte: credit.sfacturactacte,
  sdetallefactura: credit.sdetallefactura,
  sgiro: credit.sgiro,
});

export const creditPayload = (v: CreditValues): ClientCreditUpdate => ({
  sindctacte: v.sindctacte ? 'S' : 'N',
  nlimitecredito: v.nlimitecredito.trim(),
  ndiaspago: v.ndiaspago.trim(),
  sfacturactacte: v.sfacturactacte,
  sdetallefactura: v.sdetallefactura,
  sgiro: v.sgiro.trim(),
});

const resolve = zodResolver(clientCreditUpdate);
export const validateCredit = (values: CreditValues) => resolve(creditPayload(values));
