import { describe, expect, it } from 'vitest';
import { nameQuery } from './lists.repo.ts';

describe('the text query of a name search', () => {
  it('takes whole words, the last one from its start', () => {
    expect(nameQuery('Cliente 4243')).toBe('cliente & 4243:*');
    expect(nameQuery('  comercial   aus ')).toBe('comercial & aus:*');
    expect(nameQuery('Peña')).toBe('peña:*');
  });

  it('keeps only letters and digits, so nothing typed is query syntax', () => {
    expect(nameQuery("O'Higgins & Cía.")).toBe('o & higgins & cía:*');
    expect(nameQuery('a:* | !b')).toBe('a & b:*');
    expect(nameQuery('*** --- ')).toBeNull();
  });
});
