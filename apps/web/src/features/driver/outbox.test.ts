import { billingMessages, repartoMessages as m, pickupRouteMessages as pm } from '@carga/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { createOutbox, type NewOutcome, type OutcomeResult } from './outbox.ts';
import { isPickup, memoryStorage, type PendingOutcome, pickupKey } from './outbox-db.ts';

const failed = (nidparada: number): NewOutcome => ({
  nidparada,
  nidra: 100 + nidparada,
  kind: 'NO_ENTREGADO',
  body: { smotivo: 'NADIE', dfhovisita: '2026-11-03T15:42:30.250-03:00' },
});

const answer = (item: PendingOutcome): OutcomeResult =>
  isPickup(item)
    ? {
        nidparadaretiro: item.nidparadaretiro,
        nidretiro: item.nidretiro,
        sestado: item.kind,
        sestadoretiro: item.kind === 'RETIRADO' ? 'RETIRADO' : 'SOLICITADO',
      }
    : {
        nidparada: item.nidparada,
        nidra: item.nidra,
        sestado: item.kind,
        smotivo: item.kind === 'NO_ENTREGADO' ? item.body.smotivo : null,
        scodestado: 'BDEST',
        ncantidadentregada: 0,
        ncantidadpendiente: 0,
      };

const OFFLINE = new ApiError(0, 'No fue posible comunicarse con el servidor. Revise su conexión');

/** A server that answers, or not, as the test says; it records what reached it. */
function server() {
  const reached: number[] = [];
  let reply: (item: PendingOutcome) => OutcomeResult = () => {
    throw OFFLINE;
  };
  return {
    reached,
    answerWith(next: typeof reply) {
      reply = next;
    },
    send: vi.fn(async (item: PendingOutcome) => {
      const result = reply(item);
      reached.push(item.nidparada);
      return result;
    }),
  };
}

const ids = (items: PendingOutcome[]) => items.map((i) => `${i.nidparada}:${i.state}`);

describe("the driver's outbox", () => {
  it('keeps outcomes on the phone without a connection and sends them in order when it returns', async () => {
    const storage = memoryStorage();
    const api = server();
    const outbox = createOutbox(storage, api.send);
    const sent: Array<[number, OutcomeResult | null]> = [];
    outbox.onSent((item, result) => sent.push([item.nidparada, result]));
    await outbox.add(failed(2));
    await outbox.add(failed(1));
    await outbox.drain();
    expect(ids(outbox.getState().items)).toEqual(['2:pendiente', '1:pendiente']);
    expect(outbox.getState().unreachable).toBe(true);

    // A reload: the outcomes are read back from the phone's storage.
    const again = createOutbox(storage, api.send);
    await again.load();
    expect(ids(again.getState().items)).toEqual(['2:pendiente', '1:pendiente']);

    api.answerWith(answer);
    await outbox.drain();
    expect(api.reached).toEqual([2, 1]);
    expect(sent.map(([id, result]) => [id, result?.sestado])).toEqual([
      [2, 'NO_ENTREGADO'],
      [1, 'NO_ENTREGADO'],
    ]);
    expect(outbox.getState()).toMatchObject({ items: [], unreachable: false });
    expect(await storage.all()).toEqual([]);
  });

  it('takes a stop the server already had as done, and keeps any other refusal with its message', async () => {
    const api = server();
    const outbox = createOutbox(memoryStorage(), api.send);
    const sent: Array<[number, OutcomeResult | null]> = [];
    outbox.onSent((item, result) => sent.push([item.nidparada, result]));
    api.answerWith((item) => {
      if (item.nidparada === 1) throw new ApiError(409, m.stopAlreadyDone('entregada'));
      if (item.nidparada === 2) throw new ApiError(409, m.routeNotOnTheRoad);
      return answer(item);
    });
    await outbox.add(failed(1));
    await outbox.add(failed(2));
    await outbox.add(failed(3));
    await outbox.drain();
    expect(sent.map(([id, result]) => [id, result === null])).toEqual([
      [1, true],
      [3, false],
    ]);
    expect(outbox.getState().items).toMatchObject([
      { nidparada: 2, state: 'rechazado', message: m.routeNotOnTheRoad },
    ]);

    // Tried again once the office fixed it, the same body; or discarded, the stop the driver's again.
    api.answerWith(answer);
    const before = outbox.getState().items[0]?.body;
    await outbox.retry(2);
    await outbox.drain();
    expect(api.send).toHaveBeenLastCalledWith(expect.objectContaining({ nidparada: 2, body: before }));
    expect(outbox.getState().items).toEqual([]);

    api.answerWith(() => {
      throw new ApiError(403, m.notYourRoute);
    });
    await outbox.add(failed(4));
    await outbox.drain();
    expect(ids(outbox.getState().items)).toEqual(['4:rechazado']);
    await outbox.discard(4);
    expect(outbox.getState().items).toEqual([]);
  });

  it('keeps what a server that cannot answer now (5xx, 429) did not take, for the next try', async () => {
    const api = server();
    const outbox = createOutbox(memoryStorage(), api.send);
    api.answerWith(() => {
      throw new ApiError(503, 'Servicio no disponible');
    });
    await outbox.add(failed(1));
    await outbox.drain();
    api.answerWith(() => {
      throw new ApiError(429, 'Demasiadas solicitudes');
    });
    await outbox.drain();
    expect(ids(outbox.getState().items)).toEqual(['1:pendiente']);
    expect(outbox.getState().unreachable).toBe(true);
  });

  it('replays a delivery with its payment as recorded, and shows a refusal of it in Spanish', async () => {
    const api = server();
    const outbox = createOutbox(memoryStorage(), api.send);
    const paid = (nidparada: number): NewOutcome => ({
      nidparada,
      nidra: 100 + nidparada,
      kind: 'ENTREGADO',
      body: {
        snombreretira: 'Rosa Díaz',
        srutretira: '12345678-5',
        dfhoentrega: '2026-11-03T15:42:30.250-03:00',
        b64firma: 'data:image/png;base64,iVBORw0KGgo=',
        cobro: { scodmediopago: 'EFECTIVO', nmonto: 12_500, nmontorecibido: 20_000 },
      },
    });
    await outbox.add(paid(1));
    await outbox.drain();
    api.answerWith((item) => {
      if (item.nidparada === 2) throw new ApiError(409, billingMessages.alreadyPaid);
      return answer(item);
    });
    await outbox.drain();
    expect(api.send).toHaveBeenLastCalledWith(expect.objectContaining({ body: paid(1).body }));
    expect(outbox.getState().items).toEqual([]);

    await outbox.add(paid(2));
    await outbox.drain();
    expect(outbox.getState().items).toMatchObject([
      { nidparada: 2, state: 'rechazado', message: billingMessages.alreadyPaid, body: paid(2).body },
    ]);
  });

  describe('a pickup (retiro) of the route', () => {
    const taken = (nidparadaretiro: number): NewOutcome => ({
      nidparada: pickupKey(nidparadaretiro),
      nidparadaretiro,
      nidretiro: 500 + nidparadaretiro,
      kind: 'RETIRADO',
      body: {
        nbultos: 3,
        snombre: 'Rosa Díaz',
        b64firma: 'data:image/png;base64,iVBORw0KGgo=',
        dfhoretiro: '2026-11-03T15:42:30.250-03:00',
      },
    });
    const missed = (nidparadaretiro: number): NewOutcome => ({
      nidparada: pickupKey(nidparadaretiro),
      nidparadaretiro,
      nidretiro: 500 + nidparadaretiro,
      kind: 'NO_RETIRADO',
      body: { smotivo: 'SIN_CARGA', dfhovisita: '2026-11-03T15:50:00.000-03:00' },
    });

    it('is kept beside the delivery stop of the same id and sent with the deliveries in order', async () => {
      const storage = memoryStorage();
      const api = server();
      const outbox = createOutbox(storage, api.send);
      const sent: Array<[string, OutcomeResult | null]> = [];
      outbox.onSent((item, result) => sent.push([item.kind, result]));
      await outbox.add(failed(7));
      await outbox.add(taken(7));
      await outbox.add(missed(8));
      await outbox.drain();
      expect(ids(outbox.getState().items)).toEqual(['7:pendiente', '-7:pendiente', '-8:pendiente']);

      // A reload reads the three back, the pickups' bodies as recorded.
      const again = createOutbox(storage, api.send);
      await again.load();
      expect(again.getState().items.map((i) => i.kind)).toEqual(['NO_ENTREGADO', 'RETIRADO', 'NO_RETIRADO']);
      expect(again.getState().items[1]).toMatchObject({ nidparadaretiro: 7, body: taken(7).body });

      api.answerWith(answer);
      await outbox.drain();
      expect(api.reached).toEqual([7, -7, -8]);
      expect(sent.map(([kind, result]) => [kind, result?.sestado])).toEqual([
        ['NO_ENTREGADO', 'NO_ENTREGADO'],
        ['RETIRADO', 'RETIRADO'],
        ['NO_RETIRADO', 'NO_RETIRADO'],
      ]);
      expect(await storage.all()).toEqual([]);
    });

    it('is done when the server had it already, and kept with any other refusal to retry or discard', async () => {
      const api = server();
      const outbox = createOutbox(memoryStorage(), api.send);
      const sent: Array<[number, OutcomeResult | null]> = [];
      outbox.onSent((item, result) => sent.push([item.nidparada, result]));
      api.answerWith((item) => {
        if (item.nidparada === pickupKey(1)) throw new ApiError(409, pm.stopAlreadyDone(pm.pickedUp));
        if (item.nidparada === pickupKey(2)) throw new ApiError(409, pm.stopAlreadyDone(pm.notPickedUp));
        if (item.nidparada === pickupKey(3)) throw new ApiError(409, pm.routeNotOnTheRoad);
        return answer(item);
      });
      await outbox.add(taken(1));
      await outbox.add(missed(2));
      await outbox.add(taken(3));
      await outbox.add(missed(4));
      await outbox.drain();
      expect(sent.map(([id, result]) => [id, result === null])).toEqual([
        [-1, true],
        [-2, true],
        [-4, false],
      ]);
      expect(outbox.getState().items).toMatchObject([
        { nidparada: -3, nidparadaretiro: 3, state: 'rechazado', message: pm.routeNotOnTheRoad },
      ]);

      api.answerWith(answer);
      await outbox.retry(pickupKey(3));
      await outbox.drain();
      expect(api.send).toHaveBeenLastCalledWith(
        expect.objectContaining({ nidparadaretiro: 3, body: taken(3).body }),
      );
      expect(outbox.getState().items).toEqual([]);

      api.answerWith(() => {
        throw new ApiError(403, pm.notYourRoute);
      });
      await outbox.add(missed(5));
      await outbox.drain();
      expect(ids(outbox.getState().items)).toEqual(['-5:rechazado']);
      await outbox.discard(pickupKey(5));
      expect(outbox.getState().items).toEqual([]);
    });
  });
});
