import { RA_STATES } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { detailActions } from './detail-actions.ts';

const staff = { staff: true, canAct: true, onList: false };
const customer = { staff: false, canAct: false, onList: false };
const all = { voidRa: true, returnRa: true, labels: true, voucher: true };

describe('detail actions (spec 1 section 4)', () => {
  it('offers staff every action while the RA is at origin and finished', () => {
    for (const state of ['ENPREP', 'BORIG']) expect(detailActions(state, staff)).toEqual(all);
  });

  it('in creation: void and return, but no labels nor receipt yet', () => {
    expect(detailActions('ENCREA', staff)).toEqual({ ...all, labels: false, voucher: false });
  });

  it('sent or void: only the receipt', () => {
    for (const state of ['ENVIA', 'ANULA']) {
      expect(detailActions(state, staff)).toEqual({
        voidRa: false,
        returnRa: false,
        labels: false,
        voucher: true,
      });
    }
  });

  // The server answers 409 to these: the buttons must not be offered.
  it('on a load list, in transit, at the destination or delivered: no void nor return', () => {
    for (const state of ['ENLIS', 'ENTRA', 'BDEST', 'ENTRE']) {
      expect(detailActions(state, staff), state).toEqual({ ...all, voidRa: false, returnRa: false });
    }
  });

  it('at the origin warehouse with part of it on a list: no void nor return', () => {
    expect(detailActions('BORIG', { ...staff, onList: true })).toEqual({
      ...all,
      voidRa: false,
      returnRa: false,
    });
  });

  it('offers void and return exactly where the state machine allows them', () => {
    const offered = RA_STATES.filter((state) => detailActions(state, staff).voidRa);
    expect(offered).toEqual(['ENCREA', 'ENPREP', 'BORIG']);
    expect(RA_STATES.filter((state) => detailActions(state, staff).returnRa)).toEqual(offered);
  });

  it('customers only ever download the receipt', () => {
    expect(detailActions('BORIG', customer)).toEqual({
      voidRa: false,
      returnRa: false,
      labels: false,
      voucher: true,
    });
    expect(detailActions('ENCREA', customer).voucher).toBe(false);
  });

  it('staff who may not act on this RA (menus, destination side) cannot void nor return', () => {
    const shown = detailActions('BORIG', { ...staff, canAct: false });
    expect([shown.voidRa, shown.returnRa]).toEqual([false, false]);
  });
});
