import { clpFromTyped, type DocumentCreate, documentCreate, messages } from '@carga/domain';
import { todayIso } from '../../../../ui/format.ts';
import { zodResolver } from '../../../../ui/zod-resolver.ts';
import { digitsError, toNumber } from '../numbers.ts';

export interface DocumentValues {
  scodtipodocumento: string;
  sidentificadordocumento: string;
  dfecdocumento: string;
  sinValor: boolean;
  nvalordocumento: string;
}

/** The document date defaults to today. */
export const emptyDocument = (): DocumentValues => ({
  scodtipodocumento: '',
  sidentificadordocumento: '',
  dfecdocumento: todayIso(),
  sinValor: false,
  nvalordocumento: '',
});

export const documentPayload = (v: DocumentValues): DocumentCreate =>
  ({
    scodtipodocumento: v.scodtipodocumento,
    sidentificadordocumento: v.sidentificadordocumento.trim(),
    dfecdocumento: v.dfecdocumento,
    sindsinvalor: v.sinValor ? 'S' : 'N',
    // The value is enabled by its toggle; without value nothing is sent.
    nvalordocumento:
      v.sinValor || !v.nvalordocumento.trim() ? null : toNumber(clpFromTyped(v.nvalordocumento)),
  }) as DocumentCreate;

const resolve = zodResolver(documentCreate);

export function validateDocument(v: DocumentValues, today = todayIso()): Record<string, string> {
  const errors = resolve(documentPayload(v));
  if (v.dfecdocumento && v.dfecdocumento > today) errors.dfecdocumento = messages.documentDateFuture;
  const number = digitsError(v.sidentificadordocumento);
  if (number) errors.sidentificadordocumento = number;
  // Read as the field reads it once left: submitting with Enter does not leave the field first.
  const value = v.sinValor ? null : digitsError(clpFromTyped(v.nvalordocumento));
  if (value) errors.nvalordocumento = value;
  return errors;
}
