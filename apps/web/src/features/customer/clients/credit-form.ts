import { type ClientCredit, type ClientCreditUpdate, clientCreditUpdate } from '@carga/domain';
import { zodResolver } from '../../../ui/zod-resolver.ts';

/** The 'Crédito' section's fields as typed: amounts stay text until sent ('1.500.000'). */
export interface CreditValues {
  sindctacte: boolean;
  nlimitecredito: string;
  ndiaspago: string;
}

export const creditFromStored = (credit: ClientCredit): CreditValues => ({
  sindctacte: credit.sindctacte === 'S',
  nlimitecredito: String(credit.nlimitecredito),
  ndiaspago: String(credit.ndiaspago),
});

export const creditPayload = (v: CreditValues): ClientCreditUpdate => ({
  sindctacte: v.sindctacte ? 'S' : 'N',
  nlimitecredito: v.nlimitecredito.trim(),
  ndiaspago: v.ndiaspago.trim(),
});

const resolve = zodResolver(clientCreditUpdate);
export const validateCredit = (values: CreditValues) => resolve(creditPayload(values));
