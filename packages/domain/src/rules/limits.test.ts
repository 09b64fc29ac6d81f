import { describe, expect, it } from 'vitest';
import { clientForm } from '../contract/customer.ts';
import { destinationPackagesUpdate } from '../contract/destination.ts';
import { dispatchRequest } from '../contract/dispatch.ts';
import { closeLoadingListRequest } from '../contract/loading-list.ts';
import { packageInput, receptionConditionsUpdate } from '../contract/shipment-wizard.ts';
import { digitsOf, LIMITS } from './limits.ts';
import { messages } from './messages.ts';

const text = (length: number) => 'a'.repeat(length);
const digits = (length: number) => '9'.repeat(length);

/** The message of `field` when the schema reads `body`, or null when it takes it. */
function problem(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  body: unknown,
  field: string,
) {
  const result = schema.safeParse(body) as {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
  return result.error?.issues.find((i) => i.path.map(String).includes(field))?.message ?? null;
}

describe('field limits read by the contract', () => {
  it('takes a seal of LIMITS.sselloseguridad characters and refuses one more', () => {
    const body = (seal: string) => ({ scodlistacarga: 'LC000001', sselloseguridad: seal });
    expect(problem(dispatchRequest, body(text(LIMITS.sselloseguridad)), 'sselloseguridad')).toBeNull();
    expect(problem(dispatchRequest, body(text(LIMITS.sselloseguridad + 1)), 'sselloseguridad')).toBe(
      messages.sealTooLong,
    );
  });

  it('refuses a dispatch comment and a difference reason past their limits', () => {
    const comment = {
      scodlistacarga: 'LC1',
      sselloseguridad: 'S1',
      scomentariodespacho: text(LIMITS.scomentariodespacho + 1),
    };
    expect(problem(dispatchRequest, comment, 'scomentariodespacho')).toBe(messages.dispatchCommentTooLong);
    const line = (reason: string) => [{ niditem: 1, ncantidadbultos: 1, smotivodiferencia: reason }];
    expect(
      problem(destinationPackagesUpdate, line(text(LIMITS.smotivodiferencia)), 'smotivodiferencia'),
    ).toBeNull();
    expect(
      problem(destinationPackagesUpdate, line(text(LIMITS.smotivodiferencia + 1)), 'smotivodiferencia'),
    ).toBe(messages.differenceReasonTooLong);
  });

  it("refuses a driver's plate and phone past their limits", () => {
    const close = {
      spatentecamion: text(LIMITS.plate + 1),
      spatenteacoplado: 'JK-34-56',
      snombreconductor: 'Juan',
      spreftelefonoconductor: digits(LIMITS.phonePrefix + 1),
      nnumtelefonoconductor: digits(LIMITS.phoneNumber),
    };
    expect(problem(closeLoadingListRequest, close, 'spatentecamion')).toBe(messages.plateTooLong);
    expect(problem(closeLoadingListRequest, close, 'spatenteacoplado')).toBeNull();
    expect(problem(closeLoadingListRequest, close, 'spreftelefonoconductor')).toBe(
      messages.phonePrefixTooLong,
    );
    expect(problem(closeLoadingListRequest, close, 'nnumtelefonoconductor')).toBeNull();
  });

  it("refuses a client's name, a tracking number and a package reference past their limits", () => {
    const client = {
      srutcliente: '76086428-5',
      snombrecliente: text(LIMITS.snombrecliente + 1),
      snombrecorto: 'A',
      sprefijotelefono: '56',
      stelefono: '912345678',
    };
    expect(problem(clientForm, client, 'snombrecliente')).not.toBeNull();
    expect(
      problem(clientForm, { ...client, snombrecliente: text(LIMITS.snombrecliente) }, 'snombrecliente'),
    ).toBeNull();
    const conditions = { sidtrackingext: text(LIMITS.sidtrackingext + 1) };
    expect(problem(receptionConditionsUpdate, conditions, 'sidtrackingext')).toBe(messages.trackingTooLong);
    const line = {
      scodtipobulto: 'CAJA',
      ncantidadbultos: 1,
      npesobultokg: 1,
      naltocm: 1,
      nlargocm: 1,
      nanchocm: 1,
    };
    expect(
      problem(packageInput, { ...line, sreferencia: text(LIMITS.sreferencia) }, 'sreferencia'),
    ).toBeNull();
    expect(
      problem(packageInput, { ...line, sreferencia: text(LIMITS.sreferencia + 1) }, 'sreferencia'),
    ).not.toBeNull();
    expect(
      problem(packageInput, { ...line, ncantidadbultos: LIMITS.packageUnits + 1 }, 'ncantidadbultos'),
    ).not.toBeNull();
  });

  it('counts the digits of a numeric limit for an input', () => {
    expect(digitsOf(LIMITS.packageUnits)).toBe(4);
    expect(digitsOf(999_999_999)).toBe(9);
  });
});
