import { describe, expect, it } from 'vitest';
import { closeLoadingListRequest } from '../contract/loading-list.ts';
import { messages } from './messages.ts';
import { displayPlate, isPlate, normalizePlate } from './plates.ts';

describe('normalizePlate', () => {
  it('keeps upper case without the separators people type', () => {
    expect(normalizePlate('gh-kl-23')).toBe('GHKL23');
    expect(normalizePlate(' GH KL 23 ')).toBe('GHKL23');
    expect(normalizePlate('gh·kl·23')).toBe('GHKL23');
    expect(normalizePlate('ab.12.34')).toBe('AB1234');
  });
});

describe('isPlate', () => {
  it.each(['AB1234', 'ab-12-34', 'BCDF12', 'gh-kl-23', 'BCDFG1', 'ZZZZZ9', 'JK3456'])(
    'takes %s on a truck and on a trailer',
    (plate) => {
      expect(isPlate(plate, 'truck')).toBe(true);
      expect(isPlate(plate, 'trailer')).toBe(true);
    },
  );

  it("takes a light trailer's municipal plate only as a trailer", () => {
    expect(isPlate('ABC-123', 'trailer')).toBe(true);
    expect(isPlate('ABC-123', 'truck')).toBe(false);
  });

  it.each([
    ['ABCD12', 'vowels never appear in a four-letter plate'],
    ['AB123', "a motorcycle's old plate"],
    ['BCD12', "a motorcycle's plate"],
    ['BCDF1', "a motorcycle's new plate"],
    ['1234AB', 'digits first'],
    ['ÑBCD12', 'Ñ'],
    ['AB12345', 'one digit too many'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (plate) => {
    expect(isPlate(plate, 'truck')).toBe(false);
    expect(isPlate(plate, 'trailer')).toBe(false);
  });
});

describe('displayPlate', () => {
  it('shows a plate stored as typed before issue 29 in the one spelling, and keeps null', () => {
    expect(displayPlate('gh-kl-23')).toBe('GHKL23');
    expect(displayPlate(null)).toBeNull();
  });
});

describe('closeLoadingListRequest plates', () => {
  const body = {
    spatentecamion: 'gh-kl-23',
    spatenteacoplado: 'jk 34 56',
    snombreconductor: 'Juan Pérez',
    spreftelefonoconductor: '56',
    nnumtelefonoconductor: '912345678',
  };

  it('stores the plates normalised', () => {
    const parsed = closeLoadingListRequest.parse(body);
    expect(parsed.spatentecamion).toBe('GHKL23');
    expect(parsed.spatenteacoplado).toBe('JK3456');
  });

  it('refuses a text that is no Chilean plate with a Spanish message, and keeps the required ones', () => {
    const result = closeLoadingListRequest.safeParse({
      ...body,
      spatentecamion: 'XYZ',
      spatenteacoplado: '',
    });
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['spatentecamion', messages.truckPlateFormat],
      ['spatenteacoplado', messages.trailerPlateRequired],
    ]);
  });
});
