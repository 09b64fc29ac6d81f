import { describe, expect, it } from 'vitest';
import { accessOptions, keepLocked } from './access-options.ts';

const describeCode = (code: string) => ({ label: `Oficina ${code}`, inactive: code === 'OFOLD' });

describe('the access lists of the user screen', () => {
  it('offers what the signed-in user holds and locks what only the edited user has', () => {
    expect(accessOptions(['OFISCL', 'OFOLD'], ['OFIPUQ'], describeCode)).toEqual([
      { value: 'OFISCL', label: 'Oficina OFISCL', disabled: false },
      { value: 'OFOLD', label: 'Oficina OFOLD (no vigente)', disabled: true },
      { value: 'OFIPUQ', label: 'Oficina OFIPUQ', disabled: true },
    ]);
  });

  it('keeps a retired office the user already has removable', () => {
    expect(accessOptions(['OFOLD'], ['OFOLD'], describeCode)).toEqual([
      { value: 'OFOLD', label: 'Oficina OFOLD (no vigente)', disabled: false },
    ]);
  });

  it('puts back the codes the caller cannot take away', () => {
    expect(keepLocked([], ['OFIPUQ', 'OFISCL'], ['OFISCL'])).toEqual(['OFIPUQ']);
    expect(keepLocked(['OFISCL'], ['OFIPUQ'], ['OFISCL'])).toEqual(['OFIPUQ', 'OFISCL']);
  });
});
