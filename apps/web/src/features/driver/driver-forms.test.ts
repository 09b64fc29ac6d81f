import { billingMessages, repartoMessages as m, messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import {
  type DoorDeliveryValues,
  doorChange,
  doorDeliveryBody,
  initialDoorDelivery,
  initialFailedVisit,
  METHOD_OPTIONS,
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
    const values = { ...initialDoorDelivery(), snombreretira: ' Ana Díaz ', srutretira: '12345678-5' };
    values.b64firma = SIGNATURE;
    const body = doorDeliveryBody(values, PHOTO, 0, now);
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
    expect(doorDeliveryBody(values, PHOTO, 0, now)).toEqual(body);
  });

  it("refuses an empty delivery with the contract's Spanish messages", () => {
    const errors = validateDoorDelivery(doorDeliveryBody(initialDoorDelivery(), null, 0, now));
    expect(errors).toMatchObject({
      snombreretira: messages.pickupNameRequired,
      srutretira: messages.pickupRutRequired,
      b64firma: messages.deliverySignatureRequired,
    });
    expect(errors.dfhoentrega).toBeUndefined();
  });

  describe('collecting a POR PAGAR RA at the door', () => {
    const DUE = 12_500;
    const signed = (cobro: Partial<DoorDeliveryValues['cobro']> = {}): DoorDeliveryValues => {
      const initial = initialDoorDelivery(DUE);
      return {
        ...initial,
        snombreretira: 'Rosa Díaz',
        srutretira: '12345678-5',
        b64firma: SIGNATURE,
        cobro: { ...initial.cobro, ...cobro },
      };
    };

    it('proposes cash first, for the amount due; the methods in the domain order', () => {
      expect(initialDoorDelivery(DUE).cobro).toEqual({
        scodmediopago: 'EFECTIVO',
        nmontorecibido: '12500',
        sreferencia: '',
      });
      expect(initialDoorDelivery().cobro.nmontorecibido).toBe('');
      expect(METHOD_OPTIONS[0]).toEqual({ value: 'EFECTIVO', label: 'Efectivo' });
      expect(METHOD_OPTIONS.map((o) => o.label)).toEqual([
        'Efectivo',
        'Transferencia',
        'Tarjeta de débito',
        'Tarjeta de crédito',
        'Cheque',
      ]);
    });

    it('sends the cash received with exactly the amount due, the change left to the server', () => {
      const body = doorDeliveryBody(signed({ nmontorecibido: '$20.000' }), null, DUE, now);
      expect(body.cobro).toEqual({ scodmediopago: 'EFECTIVO', nmonto: DUE, nmontorecibido: 20_000 });
      expect(validateDoorDelivery(body)).toEqual({});
      // Kept on the phone and sent again: the same payment, never a second one.
      expect(doorDeliveryBody(signed({ nmontorecibido: '$20.000' }), null, DUE, now)).toEqual(body);
      expect(doorDeliveryBody(signed(), null, DUE, now).cobro).toMatchObject({ nmontorecibido: DUE });
    });

    it('computes the change as the driver types, none until the cash covers the amount', () => {
      expect(doorChange(DUE, '20.000')).toBe(7_500);
      expect(doorChange(DUE, '12500')).toBe(0);
      expect(doorChange(DUE, '10.000')).toBeNull();
      expect(doorChange(DUE, '')).toBeNull();
      expect(doorChange(DUE, 'veinte')).toBeNull();
    });

    it("refuses too little cash, no amount or no transaction's N° with the contract's messages", () => {
      const short = doorDeliveryBody(signed({ nmontorecibido: '10.000' }), null, DUE, now);
      expect(validateDoorDelivery(short)).toEqual({
        'cobro.nmontorecibido': billingMessages.receivedTooLittle('$12.500'),
      });
      const empty = validateDoorDelivery(doorDeliveryBody(signed({ nmontorecibido: ' ' }), null, DUE, now));
      expect(empty).toEqual({ 'cobro.nmontorecibido': messages.onlyNumbers });
      const card = signed({ scodmediopago: 'DEBITO', nmontorecibido: '20.000', sreferencia: ' ' });
      expect(validateDoorDelivery(doorDeliveryBody(card, null, DUE, now))).toEqual({
        'cobro.sreferencia': billingMessages.referenceRequired,
      });
    });

    it("sends another method's transaction N° and no cash; nothing to collect, no cobro", () => {
      const transfer = signed({ scodmediopago: 'TRANSFERENCIA', sreferencia: ' TR-881 ' });
      const body = doorDeliveryBody(transfer, null, DUE, now);
      expect(body.cobro).toEqual({ scodmediopago: 'TRANSFERENCIA', nmonto: DUE, sreferencia: 'TR-881' });
      expect(validateDoorDelivery(body)).toEqual({});
      expect(doorDeliveryBody(transfer, null, 0, now)).not.toHaveProperty('cobro');
    });
  });

  it('records a failed visit within the contract: the reason required, the note within 200 characters', () => {
    const body = toFailedVisitBody({ smotivo: 'NADIE', sobservacion: ' Timbre no funciona ' }, PHOTO, now);
    expect(body).toMatchObject({
      smotivo: 'NADIE',
      sobservacion: 'Timbre no funciona',
      b64foto: PHOTO.dataUrl,
    });
    expect(validateFailedVisit(body)).toEqual({});
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
