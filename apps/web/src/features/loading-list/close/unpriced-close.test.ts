import { billingMessages, messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { unpaidCloseMessage, unpricedCloseMessage } from './unpriced-close.ts';

describe('unpricedCloseMessage', () => {
  const text = `${messages.unpricedOnList}: RA 12, RA 15. Confirme el cierre para cerrarla igualmente`;

  it('recognises the 409 that names the RAs without tariff', () => {
    expect(unpricedCloseMessage(new ApiError(409, text))).toBe(text);
  });

  it('leaves every other failure to the error modal', () => {
    expect(unpricedCloseMessage(new ApiError(409, 'La lista ya está cerrada'))).toBeNull();
    expect(unpricedCloseMessage(new ApiError(400, text))).toBeNull();
    expect(unpricedCloseMessage(new Error(text))).toBeNull();
    expect(unpricedCloseMessage(undefined)).toBeNull();
  });
});

describe('unpaidCloseMessage', () => {
  const text = billingMessages.unpaidOnList('RA 7, RA 9');

  it('recognises the 409 that names the RAs paid at origin whose payment was not taken', () => {
    expect(unpaidCloseMessage(new ApiError(409, text))).toBe(text);
    expect(unpricedCloseMessage(new ApiError(409, text))).toBeNull();
  });

  it('leaves every other failure to the error modal', () => {
    expect(unpaidCloseMessage(new ApiError(409, 'La lista ya está cerrada'))).toBeNull();
    expect(unpaidCloseMessage(new ApiError(400, text))).toBeNull();
  });
});
