import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchDebouncer, exactMatch, SEARCH_DEBOUNCE_MS, toPersonQuery } from './person-search.ts';

describe('toPersonQuery', () => {
  it('searches numeric text as a rut and anything else as a name', () => {
    expect(toPersonQuery('76086428-5')).toEqual({ by: 'rut', text: '76086428-5' });
    expect(toPersonQuery('7608')).toEqual({ by: 'rut', text: '7608' });
    expect(toPersonQuery('12345678-k')).toEqual({ by: 'rut', text: '12345678-k' });
    expect(toPersonQuery(' Los Andes ')).toEqual({ by: 'nombre', text: 'Los Andes' });
    expect(toPersonQuery('   ')).toBeNull();
  });

  it('searches a rut written with dots as a rut, without them', () => {
    expect(toPersonQuery('76.086.428-5')).toEqual({ by: 'rut', text: '76086428-5' });
    expect(toPersonQuery(' 12.345.678-k ')).toEqual({ by: 'rut', text: '12345678-k' });
    expect(toPersonQuery('76.086')).toEqual({ by: 'rut', text: '76086' });
    expect(toPersonQuery('76.086.428-')).toEqual({ by: 'rut', text: '76086428-' });
    // Dots in a name keep it a name.
    expect(toPersonQuery('J.P. Morgan')).toEqual({ by: 'nombre', text: 'J.P. Morgan' });
    expect(toPersonQuery('1.5 Ltda')).toEqual({ by: 'nombre', text: '1.5 Ltda' });
    expect(toPersonQuery('   ')).toBeNull();
  });
});

describe('createSearchDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 500 ms after the last key, once', () => {
    const onSearch = vi.fn();
    const debouncer = createSearchDebouncer(onSearch);
    debouncer.input('7');
    vi.advanceTimersByTime(300);
    debouncer.input('76');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('76');
  });

  it('does not search again when the text did not change', () => {
    const onSearch = vi.fn();
    const debouncer = createSearchDebouncer(onSearch);
    debouncer.input('Los Andes');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    debouncer.input('Los Andes ');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenCalledTimes(1);
    debouncer.input('Los And');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenLastCalledWith('Los And');
  });

  it('treats a value set by the program as searched and cancels a pending search', () => {
    const onSearch = vi.fn();
    const debouncer = createSearchDebouncer(onSearch);
    debouncer.input('7608');
    debouncer.settle('76086428-5');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).not.toHaveBeenCalled();
    debouncer.input('76086428-5');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('exactMatch', () => {
  const austral = { rut: '76086428-5', shortName: 'Comercial Austral', fullName: 'Comercial Austral SpA' };
  const andes = { rut: '77123456-9', shortName: 'Los Andes', fullName: 'Distribuidora Los Andes Limitada' };

  it('fills only when exactly one match equals the typed value', () => {
    expect(exactMatch([austral], { by: 'rut', text: '76086428-5' })).toBe(austral);
    expect(exactMatch([austral], { by: 'rut', text: '7608' })).toBeNull();
    expect(exactMatch([andes], { by: 'nombre', text: 'los andes' })).toBe(andes);
    expect(exactMatch([andes], { by: 'nombre', text: 'Distribuidora Los Andes Limitada' })).toBe(andes);
    expect(exactMatch([austral, andes], { by: 'nombre', text: 'Los Andes' })).toBeNull();
    expect(exactMatch([], { by: 'rut', text: '76086428-5' })).toBeNull();
  });

  it('compares the check digit K without case', () => {
    const k = { rut: '10000013-K', shortName: 'K', fullName: 'K' };
    expect(exactMatch([k], { by: 'rut', text: '10000013-k' })).toBe(k);
  });
});
