import { describe, expect, it } from 'vitest';
import { nameQuery, personSearch } from './person-search.ts';

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

  it('asks the index for the rare words and checks the frequent ones on the rows found', () => {
    const frequent = new Set(['cliente', 'comercial']);
    expect(personSearch('Cliente 4243', frequent)).toEqual({
      words: '4243:*',
      check: 'cliente & 4243:*',
      rare: true,
    });
    // A word typed in part is frequent when a frequent word starts with it.
    expect(personSearch('austral comer', frequent)).toEqual({
      words: 'austral',
      check: 'austral & comer:*',
      rare: true,
    });
    // All frequent, or none: the whole query asks the index (only rare words are asked alone).
    expect(personSearch('Cliente Comercial', frequent)).toEqual({ words: 'cliente & comercial:*' });
    expect(personSearch('Peña Hnos', frequent)).toEqual({ words: 'peña & hnos:*', rare: true });
    expect(personSearch('76086-4', frequent)).toEqual({ rutSelective: '76086-4%' });
    expect(personSearch('7608', frequent)).toEqual({ rut: '7608%' });
    expect(personSearch('***', frequent)).toEqual({ none: true });
  });
});
