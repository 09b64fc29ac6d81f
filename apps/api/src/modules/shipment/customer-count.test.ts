import { beforeAll, describe, expect, it } from 'vitest';
import { insertRa } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';

// 'Mis cargas' counts the customer's RAs as three disjoint parts read from the RUT indexes (sender; recipient
// but not sender; billing party but neither): an RA where the customer plays two or three parts is one RA.
const RUT = '76086428-5'; // the demo customer's
const OTHER = '96512340-7';

describe.each(drivers)(
  "'Mis cargas' counts each RA once, whatever parts the customer plays, on %s",
  (driver) => {
    const ctx = useTestApp(driver, { customer: 'cliente' });
    const { tokens } = ctx;
    const parts = async (sender: boolean, recipient: boolean, billing: boolean, times: number) => {
      const made: number[] = [];
      for (let i = 0; i < times; i++)
        made.push(
          await insertRa(ctx.db, {
            srutremitente: sender ? RUT : OTHER,
            srutdestinatario: recipient ? RUT : OTHER,
            srutfacturar: billing ? RUT : null,
          }),
        );
      return made;
    };
    const list = async (page = 1) =>
      (await ctx.call('GET', `/api/ExternalCustomer/List?Page=${page}`, { token: tokens.customer })).json();
    let ten: number[];
    beforeAll(async () => {
      await parts(false, false, false, 3); // not theirs
      ten = [
        ...(await parts(true, false, false, 2)),
        ...(await parts(false, true, false, 1)),
        ...(await parts(false, false, true, 1)),
        ...(await parts(true, true, false, 2)),
        ...(await parts(true, false, true, 1)),
        ...(await parts(false, true, true, 1)),
        ...(await parts(true, true, true, 2)),
      ];
    });

    it('answers ten RAs in roles that overlap as one page, and an eleventh as two', async () => {
      const first = await list();
      // Counted by part without the exclusions, these would be 7 + 6 + 5 = 18: two pages.
      expect(first.totalPaginas).toBe(1);
      expect(first.list.map((ra: { nidra: number }) => ra.nidra)).toEqual([...ten].reverse());
      const [eleventh] = await parts(false, true, true, 1);
      const again = await list();
      expect(again.totalPaginas).toBe(2);
      expect(again.list[0].nidra).toBe(eleventh);
      expect((await list(2)).list.map((ra: { nidra: number }) => ra.nidra)).toEqual([ten[0]]);
    });
  },
);
