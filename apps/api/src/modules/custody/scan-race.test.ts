import { describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/events.ts';
import { useScanSuite } from '../../../test/scan-suite.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import { codesOf, scanKey, unitsOf } from './custody.test-support.ts';

// Two devices scanning the same unit at the same moment: only PostgreSQL has real concurrency (PGlite is
// one connection), so this runs when TEST_DATABASE_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two devices racing on one unit on postgres', () => {
  const ctx = useScanSuite('postgres', { first: 'bodega.scl', second: 'admin', counter: 'bodega.puq' });
  const { tokens, calls } = ctx;
  const newList = () => calls.newList(tokens.first);
  const scan = (token: string, list: string, scodigo: string, sclave = scanKey()) =>
    calls.scan('LoadingList', list, scodigo, token, sclave);

  it('loads a unit scanned onto two lists at once on one of them; the other device gets the reason', async () => {
    for (let round = 0; round < 5; round++) {
      const [one, two] = [await newList(), await newList()];
      const { nidra } = await insertWarehouseRa(ctx.db);
      const code = codesOf(nidra, 5)[0] ?? '';
      const answers = await Promise.all([scan(tokens.first, one, code), scan(tokens.second, two, code)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const outcomes = answers.map((a) => a.json().sanomalia ?? 'ACEPTADO').sort();
      expect(outcomes).toEqual(['ACEPTADO', 'OTRA_LISTA']);
      expect((await unitsOf(ctx.db, nidra)).filter((u) => u.nidlistacarga !== null)).toHaveLength(1);
    }
  });

  it('counts one unit scanned by two devices into the same list once, and a key sent twice at once once', async () => {
    const list = await newList();
    const { nidra } = await insertWarehouseRa(ctx.db);
    const [a, b] = codesOf(nidra, 5);
    const same = await Promise.all([scan(tokens.first, list, a ?? ''), scan(tokens.second, list, a ?? '')]);
    expect(same.map((r) => r.json().sanomalia ?? 'ACEPTADO').sort()).toEqual(['ACEPTADO', 'YA_ESCANEADA']);
    const key = scanKey();
    const replayed = await Promise.all([
      scan(tokens.first, list, b ?? '', key),
      scan(tokens.first, list, b ?? '', key),
    ]);
    expect(replayed.map((r) => r.json().sduplicado).sort()).toEqual(['N', 'S']);
    expect(new Set(replayed.map((r) => r.json().nidevento)).size).toBe(1);
    const loads = (await eventsOf(ctx.db, 'custody', nidra)).filter((e) => e.stipoevento === 'CARGADA');
    expect(loads).toHaveLength(2);
  });

  it('at the counter: one unit scanned twice at once, two RAs crossing labels, one RA delivered twice at once', async () => {
    const { counter, second } = tokens;
    const one = await calls.receivedRa(tokens.first, counter);
    const two = await calls.receivedRa(tokens.first, counter);
    const unit = one.codes[0] ?? '';
    const same = await Promise.all([
      calls.scan('Delivery', one.nidra, unit, counter),
      calls.scan('Delivery', one.nidra, unit, second),
    ]);
    expect(same.map((r) => r.json().sanomalia ?? 'ACEPTADO').sort()).toEqual(['ACEPTADO', 'YA_ESCANEADA']);
    // Each counter reads the other RA's label while holding its own RA: refused, never a deadlock.
    for (let round = 1; round < 5; round++) {
      const crossed = await Promise.all([
        calls.scan('Delivery', one.nidra, two.codes[round] ?? '', counter),
        calls.scan('Delivery', two.nidra, one.codes[round] ?? '', second),
      ]);
      expect(crossed.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(crossed.map((r) => r.json().sanomalia)).toEqual(['NO_ESPERADA', 'NO_ESPERADA']);
    }
    for (const code of one.codes.slice(1)) await calls.scan('Delivery', one.nidra, code, counter);
    const body = {
      ...SIGNED,
      snombreretira: 'Pedro Vargas',
      srutretira: '12345678-5',
      dfhoentrega: new Date().toISOString(),
    };
    const both = await Promise.all([
      ctx.call('POST', `/api/Delivery/${one.nidra}`, { token: counter, body }),
      ctx.call('POST', `/api/Delivery/${one.nidra}`, { token: second, body }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const delivered = (await eventsOf(ctx.db, 'custody', one.nidra)).filter(
      (e) => e.stipoevento === 'ENTREGADA',
    );
    expect(delivered.map((e) => e.scodigo).sort()).toEqual([...one.codes].sort());
  });
});
