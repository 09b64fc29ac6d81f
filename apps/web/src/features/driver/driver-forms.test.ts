import { repartoMessages as m, messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import {
  doorDeliveryBody,
  initialDoorDelivery,
  initialFailedVisit,
  outcomeLabel,
  REASON_OPTIONS,
  toFailedVisitBody,
  validateDoorDelivery,
  validateFailedVisit,
} from './driver-forms.ts';

// 18:42:30 UTC is 15:42:30 in Chile (summer time, -03:00).
const now = new Date(Date.UTC(2026, 10, 3, 18, 42, 30, 250));
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const PHOTO = { dataUrl: 'data:image/png;base64,AA', name: 'puerta.png' };

describe("the driver's forms at the door", () => {
  it('delivers at the moment of confirming, to the millisecond, with the photo when there is one', () => {
    const values = { snombreretira: ' Ana Díaz ', srutretira: '12345678-5', b64firma: SIGNATURE };
    const body = doorDeliveryBody(values, PHOTO, now);
    expect(body).toEqual({
      snombreretira: 'Ana Díaz',
      srutretira: '12345678-5',
      dfhoentrega: '2026-11-03T15:42:30.250-03:00',
      b64firma: SIGNATURE,
      b64foto: PHOTO.dataUrl,
      snombrefoto: 'puerta.png',
    });
    expect(validateDoorDelivery(body)).toEqual({});
    // The same body sent again is the same outcome for the server: nothing in it moves.
    expect(doorDeliveryBody(values, PHOTO, now)).toEqual(body);
  });

  it("refuses an empty delivery with the contract's Spanish messages", () => {
    const errors = validateDoorDelivery(doorDeliveryBody(initialDoorDelivery(), null, now));
    expect(errors).toMatchObject({
      snombreretira: messages.pickupNameRequired,
      srutretira: messages.pickupRutRequired,
      b64firma: messages.deliverySignatureRequired,
    });
    expect(errors.dfhoentrega).toBeUndefined();
  });

  it('records a failed visit with its reason, a trimmed note and the moment', () => {
    const body = toFailedVisitBody({ smotivo: 'NADIE', sobservacion: '  Timbre no funciona ' }, PHOTO, now);
    expect(body).toEqual({
      smotivo: 'NADIE',
      sobservacion: 'Timbre no funciona',
      dfhovisita: '2026-11-03T15:42:30.250-03:00',
      b64foto: PHOTO.dataUrl,
    });
    expect(validateFailedVisit(body)).toEqual({});
    expect(toFailedVisitBody({ smotivo: 'OTRO', sobservacion: ' ' }, null, now)).not.toHaveProperty(
      'sobservacion',
    );
  });

  it('asks for the reason and keeps the note within 200 characters', () => {
    expect(validateFailedVisit(toFailedVisitBody(initialFailedVisit(), null, now))).toEqual({
      smotivo: m.reasonRequired,
    });
    const long = toFailedVisitBody({ smotivo: 'OTRO', sobservacion: 'x'.repeat(201) }, null, now);
    expect(validateFailedVisit(long)).toEqual({ sobservacion: m.noteTooLong });
  });

  it("names the reasons and the outcomes in the domain's words", () => {
    expect(REASON_OPTIONS.map((o) => o.label)).toEqual([
      'Nadie en casa',
      'Dirección incorrecta',
      'Rechazado por el destinatario',
      'Otro',
    ]);
    expect(outcomeLabel('ENTREGADO', null)).toBe('Entregado');
    expect(outcomeLabel('NO_ENTREGADO', 'DIRECCION')).toBe('No entregado: Dirección incorrecta');
  });
});
