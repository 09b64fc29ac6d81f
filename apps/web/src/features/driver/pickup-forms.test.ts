import { pickupRouteMessages as m, messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import {
  initialPickupDone,
  initialPickupFailed,
  PICKUP_REASON_OPTIONS,
  pickupOutcomeLabel,
  toPickupDoneBody,
  toPickupFailedBody,
  validatePickupDone,
  validatePickupFailed,
} from './pickup-forms.ts';

// 18:42:30 UTC is 15:42:30 in Chile (summer time, -03:00).
const now = new Date(Date.UTC(2026, 10, 3, 18, 42, 30, 250));
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const PHOTO = { dataUrl: 'data:image/png;base64,AA', name: 'bodega.png' };

describe("the driver's forms at a pickup", () => {
  it('proposes the declared packages and sends the moment of confirming, the photo when there is one', () => {
    const values = { ...initialPickupDone(3), snombre: ' Rosa Díaz ', b64firma: SIGNATURE };
    expect(values.nbultos).toBe('3');
    expect(toPickupDoneBody(values, PHOTO, now)).toEqual({
      nbultos: 3,
      snombre: 'Rosa Díaz',
      b64firma: SIGNATURE,
      b64foto: PHOTO.dataUrl,
      dfhoretiro: '2026-11-03T15:42:30.250-03:00',
    });
    // The RUT is optional: sent only when typed.
    const withRut = toPickupDoneBody({ ...values, srut: ' 12345678-5 ' }, null, now);
    expect(withRut).toMatchObject({ srut: '12345678-5' });
    expect(withRut).not.toHaveProperty('b64foto');
    expect(validatePickupDone(withRut)).toEqual({});
  });

  it("refuses with the contract's messages", () => {
    const empty = toPickupDoneBody(initialPickupDone(0), null, now);
    expect(validatePickupDone(empty)).toMatchObject({
      nbultos: expect.any(String),
      snombre: m.nameRequired,
      b64firma: m.signatureRequired,
    });
    const values = { ...initialPickupDone(2), snombre: 'Rosa', b64firma: SIGNATURE };
    expect(validatePickupDone(toPickupDoneBody({ ...values, nbultos: '0' }, null, now))).toEqual({
      nbultos: m.packagesInvalid,
    });
    expect(validatePickupDone(toPickupDoneBody({ ...values, nbultos: '2,5' }, null, now))).toEqual({
      nbultos: messages.wholeNumbersOnly,
    });
    expect(validatePickupDone(toPickupDoneBody({ ...values, srut: '12345678-9' }, null, now))).toHaveProperty(
      'srut',
    );
  });

  it('records a visit without the cargo within the contract: the reason required', () => {
    expect(validatePickupFailed(toPickupFailedBody(initialPickupFailed(), null, now))).toEqual({
      smotivo: m.reasonRequired,
    });
    const body = toPickupFailedBody({ smotivo: 'SIN_CARGA', sobservacion: ' Vuelva mañana ' }, PHOTO, now);
    expect(body).toMatchObject({
      smotivo: 'SIN_CARGA',
      sobservacion: 'Vuelva mañana',
      b64foto: PHOTO.dataUrl,
    });
    expect(validatePickupFailed(body)).toEqual({});
  });

  it("offers the domain's four reasons and names the outcomes", () => {
    expect(PICKUP_REASON_OPTIONS.map((o) => o.value)).toEqual(['NADIE', 'DIRECCION', 'SIN_CARGA', 'OTRO']);
    expect(pickupOutcomeLabel('RETIRADO', null, 3)).toBe('Retirado: 3 bultos');
    expect(pickupOutcomeLabel('RETIRADO', null, 1)).toBe('Retirado: 1 bulto');
    expect(pickupOutcomeLabel('RETIRADO', null, null)).toBe('Retirado');
    expect(pickupOutcomeLabel('NO_RETIRADO', 'NADIE', null)).toBe('No retirado: Nadie en el lugar');
  });
});
