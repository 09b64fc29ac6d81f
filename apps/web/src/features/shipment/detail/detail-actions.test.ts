import { describe, expect, it } from 'vitest';
import { detailActions } from './detail-actions.ts';

const staff = { staff: true, canAct: true };
const customer = { staff: false, canAct: false };

describe('detail actions (spec 1 section 4)', () => {
  it('offers staff every action while the RA is at origin and finished', () => {
    for (const state of ['ENPREP', 'BORIG']) {
      expect(detailActions(state, staff)).toEqual({ voidAndReturn: true, labels: true, voucher: true });
    }
  });

  it('in creation: void and return, but no labels nor receipt yet', () => {
    expect(detailActions('ENCREA', staff)).toEqual({ voidAndReturn: true, labels: false, voucher: false });
  });

  it('sent or void: only the receipt', () => {
    for (const state of ['ENVIA', 'ANULA']) {
      expect(detailActions(state, staff)).toEqual({ voidAndReturn: false, labels: false, voucher: true });
    }
  });

  it('customers only ever download the receipt', () => {
    expect(detailActions('BORIG', customer)).toEqual({ voidAndReturn: false, labels: false, voucher: true });
    expect(detailActions('ENCREA', customer).voucher).toBe(false);
  });

  it('staff without the reception menus cannot void nor return', () => {
    expect(detailActions('BORIG', { staff: true, canAct: false }).voidAndReturn).toBe(false);
  });
});
