import { describe, expect, it } from 'vitest';
import { downloadName } from './open-attachment.ts';

describe('downloadName', () => {
  it('gives a camera photo without extension the one of its type', () => {
    expect(downloadName('Foto RA: 12', 'image/jpeg')).toBe('Foto RA: 12.jpg');
    expect(downloadName('guia', 'application/pdf')).toBe('guia.pdf');
  });

  it('keeps a name that already has an accepted extension, or a type it does not know', () => {
    expect(downloadName('pixel.png', 'image/png')).toBe('pixel.png');
    expect(downloadName('foto.JPEG', 'image/jpeg')).toBe('foto.JPEG');
    expect(downloadName('notas', 'text/plain')).toBe('notas');
  });
});
