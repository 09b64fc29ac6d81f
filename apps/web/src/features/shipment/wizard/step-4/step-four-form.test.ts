import { describe, expect, it } from 'vitest';
import { documentPayload, emptyDocument, validateDocument } from './step-four-form.ts';

const filled = (nvalordocumento: string) => ({
  ...emptyDocument(),
  scodtipodocumento: 'FACTU',
  sidentificadordocumento: '123',
  dfecdocumento: '2026-01-02',
  nvalordocumento,
});

describe('step 4 document value', () => {
  it("takes an amount typed '1.250.000' as 1250000, even submitted without leaving the field", () => {
    expect(validateDocument(filled('1.250.000'), '2026-12-31').nvalordocumento).toBeUndefined();
    expect(documentPayload(filled('1.250.000')).nvalordocumento).toBe(1250000);
  });

  it('still refuses what is not a whole amount', () => {
    expect(validateDocument(filled('1250.5'), '2026-12-31').nvalordocumento).toBeDefined();
  });
});
