import { describe, expect, it } from 'vitest';
import { isTrackingLink, TRACKING_STATE_NAMES, typedTrackingCode } from './tracking.ts';

describe('tracking links', () => {
  it("tells a label's QR link from a unit code", () => {
    expect(isTrackingLink('https://carga.example.cl/seguimiento/7K3M9QW2XR4TB8NP5HJC')).toBe(true);
    expect(isTrackingLink('http://localhost:3000/seguimiento/0123456789ABCDEFGHJK')).toBe(true);
    for (const other of [
      'RA-000123-01/05',
      'LC000001',
      'https://x.cl/seguimiento/abc',
      '7K3M9QW2XR4TB8NP5HJC',
    ])
      expect(isTrackingLink(other), other).toBe(false);
  });

  it('names every state the public page shows in Spanish', () => {
    for (const state of ['RECIB', 'BORIG', 'ENLIS', 'ENTRA', 'BDEST', 'ENTRE', 'ENVIA', 'ANULA'])
      expect(TRACKING_STATE_NAMES[state]).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });
});

describe('typedTrackingCode (issue 29)', () => {
  it('reads a typed code, a code with spaces or dashes, or a pasted link', () => {
    expect(typedTrackingCode(' 7k3m-9qw2 xr4t-b8np-5hjc ')).toBe('7K3M9QW2XR4TB8NP5HJC');
    expect(typedTrackingCode('https://carga.example.cl/seguimiento/7K3M9QW2XR4TB8NP5HJC')).toBe(
      '7K3M9QW2XR4TB8NP5HJC',
    );
    expect(typedTrackingCode('   ')).toBe('');
  });
});
