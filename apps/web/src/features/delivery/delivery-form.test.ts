import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import {
  formatDayTime,
  initialDeliveryValues,
  parseLocalInput,
  toDeliveryBody,
  toIsoWithOffset,
  validateDelivery,
} from './delivery-form.ts';

// 18:42:30 UTC is 15:42:30 in Chile (summer time, -03:00).
const now = new Date(Date.UTC(2026, 10, 3, 18, 42, 30, 250));
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const valid = {
  snombreretira: ' Juan Soto ',
  srutretira: '12345678-5',
  dfhoentrega: '2026-11-03T10:15',
  b64firma: SIGNATURE,
};

describe('the delivery form', () => {
  it('proposes now, to the minute, in Chile’s time', () => {
    expect(initialDeliveryValues(now)).toEqual({
      snombreretira: '',
      srutretira: '',
      dfhoentrega: '2026-11-03T15:42',
      b64firma: '',
    });
  });

  it('sends the typed Chilean moment with Chile’s offset, and the photo when there is one', () => {
    const body = toDeliveryBody(valid, { dataUrl: 'data:image/png;base64,AA', name: 'foto.png' }, { now });
    expect(body.snombreretira).toBe('Juan Soto');
    expect(body.dfhoentrega).toBe('2026-11-03T10:15:00.000-03:00');
    expect(new Date(body.dfhoentrega).toISOString()).toBe('2026-11-03T13:15:00.000Z');
    expect(body).toMatchObject({
      b64foto: 'data:image/png;base64,AA',
      snombrefoto: 'foto.png',
      b64firma: SIGNATURE,
    });
    expect('b64foto' in toDeliveryBody(valid, null, { now })).toBe(false);
  });

  it('sends the moment of confirming when the proposed date was left alone', () => {
    const proposed = '2026-11-03T15:42';
    const body = toDeliveryBody({ ...valid, dfhoentrega: proposed }, null, { proposed, now });
    expect(body.dfhoentrega).toBe(toIsoWithOffset(now));
    expect(body.dfhoentrega).toBe('2026-11-03T15:42:30.250-03:00');
  });

  it('answers the contract’s Spanish messages', () => {
    const empty = { snombreretira: '', srutretira: '', dfhoentrega: '', b64firma: '' };
    expect(validateDelivery(empty, { now })).toEqual({
      snombreretira: messages.pickupNameRequired,
      srutretira: messages.pickupRutRequired,
      dfhoentrega: messages.deliveryDateRequired,
      b64firma: messages.deliverySignatureRequired,
    });
    expect(validateDelivery({ ...valid, srutretira: '12.345.678-5' }, { now }).srutretira).toBe(
      messages.rutFormat,
    );
    expect(validateDelivery({ ...valid, dfhoentrega: '2026-11-03T16:00' }, { now })).toEqual({
      dfhoentrega: messages.deliveryDateFuture,
    });
    expect(validateDelivery(valid, { now })).toEqual({});
  });

  it('reads only complete dates and writes dd/MM/yyyy HH:mm in Chile', () => {
    expect(parseLocalInput('2026-11-03')).toBeNull();
    expect(parseLocalInput('2026-11-03T10:15')?.toISOString()).toBe('2026-11-03T13:15:00.000Z');
    // Winter time: -04:00.
    expect(parseLocalInput('2026-07-01T10:00')?.toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(toIsoWithOffset(new Date('2026-07-01T14:00:00Z'))).toBe('2026-07-01T10:00:00.000-04:00');
    expect(formatDayTime('2026-11-03T13:15:00.000Z')).toBe('03/11/2026 10:15');
  });
});
