import { describe, expect, it } from 'vitest';
import { initialMissedVisit, reasonLabelIn, reasonOptions, toMissedVisitBody } from './visit-forms.ts';

// 18:42:30 UTC is 15:42:30 in Chile (summer time, -03:00).
const now = new Date(Date.UTC(2026, 10, 3, 18, 42, 30, 250));
const PHOTO = { dataUrl: 'data:image/png;base64,AA', name: 'puerta.png' };
const REASONS = { NADIE: 'Nadie en casa', OTRO: 'Otro' } as const;

describe("the driver's visit without the hand-over", () => {
  it('sends the reason, the trimmed note, the moment to the millisecond and the photo when taken', () => {
    const body = toMissedVisitBody({ smotivo: 'NADIE', sobservacion: '  Timbre no funciona ' }, PHOTO, now);
    expect(body).toEqual({
      smotivo: 'NADIE',
      sobservacion: 'Timbre no funciona',
      dfhovisita: '2026-11-03T15:42:30.250-03:00',
      b64foto: PHOTO.dataUrl,
    });
    // The same values sent again are the same body: nothing in it moves.
    expect(
      toMissedVisitBody({ smotivo: 'NADIE', sobservacion: '  Timbre no funciona ' }, PHOTO, now),
    ).toEqual(body);
  });

  it('leaves out a blank note and a photo not taken; starts with no reason', () => {
    const body = toMissedVisitBody({ smotivo: 'OTRO', sobservacion: '  ' }, null, now);
    expect(body).toEqual({ smotivo: 'OTRO', dfhovisita: '2026-11-03T15:42:30.250-03:00' });
    expect(initialMissedVisit()).toEqual({ smotivo: '', sobservacion: '' });
  });

  it("offers the reasons in the domain's order and names a code in its words", () => {
    expect(reasonOptions(REASONS)).toEqual([
      { value: 'NADIE', label: 'Nadie en casa' },
      { value: 'OTRO', label: 'Otro' },
    ]);
    const label = reasonLabelIn(REASONS);
    expect(label('NADIE')).toBe('Nadie en casa');
    expect(label('NUEVO')).toBe('NUEVO');
    expect(label(null)).toBe('');
  });
});
