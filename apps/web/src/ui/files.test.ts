import { MAX_ATTACHMENT_BYTES, messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { asDataUrl, attachmentType, fileProblem } from './files.ts';

describe('attachment checks', () => {
  it('accepts png, jpeg and pdf, by type or by extension', () => {
    expect(attachmentType({ name: 'a.png', type: 'image/png' })).toBe('image/png');
    expect(attachmentType({ name: 'foto.JPG', type: '' })).toBe('image/jpeg');
    expect(attachmentType({ name: 'guia.pdf', type: '' })).toBe('application/pdf');
    expect(attachmentType({ name: 'nota.txt', type: 'text/plain' })).toBeNull();
  });

  it('rejects files over 10 MB with the spec text', () => {
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: MAX_ATTACHMENT_BYTES })).toBeNull();
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(
      'El tamaño del archivo no puede superar los 10MB',
    );
    expect(fileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(messages.fileWrongType);
  });

  it('turns bare base64 into a data URL', () => {
    expect(asDataUrl('QUJD', 'image/png')).toBe('data:image/png;base64,QUJD');
    expect(asDataUrl('data:image/png;base64,QUJD', 'image/png')).toBe('data:image/png;base64,QUJD');
  });
});
