import { describe, expect, it } from 'vitest';
import { sampleRaReportData } from '../pdf/sample-data.ts';
import { buildLabelsZpl } from './labels.zpl.ts';
import { cleanText, code128Modules, fieldData, wrapLines } from './zpl-layout.ts';

// A printer cannot be asked from a test: the labels are checked as ZPL, field by field.

/** Each label's commands, from ^XA to ^XZ. */
const labelsOf = (zpl: string) => zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];

/** The field data of each Code 128 (^BC … ^FD…^FS) of a label. */
const barcodesOf = (label: string) => [...label.matchAll(/\^BC[^^]*\^FD([^^]*)\^FS/g)].map((m) => m[1]);

/** A field's data as the printer reads it after ^FH and ^CI28: '_XX' is byte XX, the rest UTF-8. */
const decodeField = (data: string) =>
  Buffer.concat(
    data
      .split(/(_[0-9A-F]{2})/)
      .map((part) =>
        /^_[0-9A-F]{2}$/.test(part) ? Buffer.from([Number.parseInt(part.slice(1), 16)]) : Buffer.from(part),
      ),
  ).toString('utf8');

/** Every text field's data, as printed. */
const textsOf = (label: string) =>
  [...label.matchAll(/\^FH_\^FD([^^]*)\^FS/g)].map((m) => decodeField(m[1] ?? ''));

describe('ZPL labels', () => {
  it('writes one ^XA … ^XZ label per unit, each in UTF-8 at the size asked', () => {
    for (const [size, height] of [
      ['10x15', 1218],
      ['10x5', 406],
    ] as const) {
      const zpl = buildLabelsZpl(sampleRaReportData(), size);
      const labels = labelsOf(zpl);
      expect(labels).toHaveLength(5);
      expect(zpl.match(/\^XA/g)).toHaveLength(5);
      expect(zpl.match(/\^XZ/g)).toHaveLength(5);
      // Nothing outside the labels but line breaks.
      expect(zpl.replace(/\^XA[\s\S]*?\^XZ/g, '').trim()).toBe('');
      for (const label of labels) {
        expect(label.startsWith('^XA\n^CI28\n^PW812\n')).toBe(true);
        expect(label).toContain(`^LL${height}`);
        expect(label.match(/\^CI28/g)).toHaveLength(1);
      }
    }
  });

  it("encodes each unit's code, numbered across the package lines (3 boxes and 2 pallets)", () => {
    for (const size of ['10x15', '10x5'] as const) {
      const labels = labelsOf(buildLabelsZpl(sampleRaReportData(), size));
      expect(labels.map((label) => barcodesOf(label))).toEqual([
        ['RA-000123-01/05'],
        ['RA-000123-02/05'],
        ['RA-000123-03/05'],
        ['RA-000123-04/05'],
        ['RA-000123-05/05'],
      ]);
      // The code is printed under the bars too, and the count as people read it.
      expect(textsOf(labels[2] ?? '')).toEqual(expect.arrayContaining(['RA-000123-03/05', 'Bulto 03/05']));
    }
  });

  it('prints what the PDF label prints on 10×15, accents as typed', () => {
    const [, second, , fourth] = labelsOf(buildLabelsZpl(sampleRaReportData(), '10x15'));
    // Fields in order, lines of a wrapped text one after the other.
    const texts = textsOf(second ?? '').join('\n');
    for (const expected of [
      'Carga',
      'Expertos en logística nacional e internacional',
      'Oficina de origen: Santiago (OFISCL)',
      'Recepción 15/01/2025',
      'N° DE RECEPCIÓN (RA)',
      'RA 000123',
      'Bulto 02/05',
      'ORIGEN',
      'OFISCL',
      'Bodega: Bodega Santiago\n(BDSCL)',
      'DESTINO',
      'OFIPUQ',
      'Punta Arenas',
      'Comercial Magallanes SpA',
      'RUT 12345678-5',
      'Av. Colón 1234, Punta Arenas',
      '12,5 kg',
      '40 × 30 × 20 cm',
      'Caja',
      'Pedido 4471',
    ]) {
      expect(texts, expected).toContain(expected);
    }
    expect(textsOf(fourth ?? '')).toEqual(
      expect.arrayContaining(['Bulto 04/05', '350,12345 kg', '120 × 100 × 150 cm', 'Pallet']),
    );
  });

  it('prints less on 10×5: RA, count, origin → destination, recipient, weight and type', () => {
    const [first] = labelsOf(buildLabelsZpl(sampleRaReportData(), '10x5'));
    expect(textsOf(first ?? '')).toEqual([
      'Carga',
      'Recepción 15/01/2025',
      'RA 000123',
      'Bulto 01/05',
      'Santiago (OFISCL)',
      'Punta Arenas (OFIPUQ)',
      'Destinatario: Comercial Magallanes SpA',
      '12,5 kg · Caja',
      'RA-000123-01/05',
    ]);
    // The arrow between the places is drawn.
    expect(first).toMatch(/\^GD12,12,4,B,L/);
  });

  it('keeps every field and the bars inside the label', () => {
    const data = sampleRaReportData({ packageLines: 200 }, { nidra: 1_234_567 });
    for (const [size, width, height] of [
      ['10x15', 812, 1218],
      ['10x5', 812, 406],
    ] as const) {
      const labels = labelsOf(buildLabelsZpl(data, size));
      expect(labels).toHaveLength(200);
      const last = labels[199] ?? '';
      for (const [, x, y] of last.matchAll(/\^FO(\d+),(\d+)/g)) {
        expect(Number(x)).toBeLessThan(width);
        expect(Number(y)).toBeLessThan(height - 30);
      }
      // The longest code: 23 symbols of subset B on 2-dot bars, with its quiet zones.
      const [, module, x] = /\^BY(\d+),3,\d+\^FO(\d+),/.exec(last) ?? [];
      const bars = code128Modules('RA-1234567-200/200') * Number(module);
      expect(Number(x)).toBeGreaterThanOrEqual(10 * Number(module));
      expect(Number(x) + bars).toBeLessThanOrEqual(width - 10 * Number(module));
      expect(barcodesOf(last)).toEqual(['RA-1234567-200/200']);
    }
  });

  it('cuts long names to their lines and never loses the weight', () => {
    const long = sampleRaReportData(
      {},
      {
        recipient: {
          rut: '12345678-5',
          name: 'Comercializadora y Distribuidora de Productos Agrícolas del Extremo Sur de Chile y Magallanes SpA Limitada',
        },
        packages: [{ ...sampleRaReportData().packages[0], quantity: 1, weightKg: 12_350.12345 } as never],
      },
    );
    const [label] = labelsOf(buildLabelsZpl(long, '10x15'));
    const texts = textsOf(label ?? '');
    // Two lines of name, the second cut, then the RUT.
    const at = texts.indexOf('DESTINATARIO');
    expect(texts[at + 1]).toMatch(/^Comercializadora y Distribuidora/);
    expect(texts[at + 2]).toMatch(/\.\.\.$/);
    expect(texts[at + 3]).toBe('RUT 12345678-5');
    expect(texts).toContain('12.350,12345 kg');
  });

  it("prints one unit's label alone, numbered as among all", () => {
    const zpl = buildLabelsZpl(sampleRaReportData(), '10x5', { only: 4 });
    const labels = labelsOf(zpl);
    expect(labels).toHaveLength(1);
    expect(barcodesOf(labels[0] ?? '')).toEqual(['RA-000123-04/05']);
    expect(() => buildLabelsZpl(sampleRaReportData(), '10x5', { only: 6 })).toThrow(RangeError);
    expect(() => buildLabelsZpl(sampleRaReportData({}, { packages: [] }), '10x15')).toThrow(
      /no tiene bultos/,
    );
  });

  it('prints hostile text as text: ^XZ, ~JA and line breaks in a name cannot end or change a label', () => {
    const hostile = '^XZ~JA^XA^FO0,0^GB812,1218,812^FS\r\n\tPérez_~DG';
    const data = sampleRaReportData(
      {},
      {
        recipient: { rut: '12345678-5', name: `Los ^XZ~JA Andes ${hostile}`, address: hostile },
        origin: { office: 'OFISCL', officeName: `San^XZtiago`, warehouse: 'BDSCL', warehouseName: '~JA' },
        packages: [
          { ...sampleRaReportData().packages[0], quantity: 2, reference: hostile, type: '^XZ' } as never,
        ],
      },
    );
    for (const size of ['10x15', '10x5'] as const) {
      const zpl = buildLabelsZpl(data, size);
      // Still exactly one start and one end per unit, and no control command at all.
      expect(zpl.match(/\^XA/g)).toHaveLength(2);
      expect(zpl.match(/\^XZ/g)).toHaveLength(2);
      expect(zpl).not.toContain('~');
      expect(zpl).not.toContain('\r');
      expect(zpl).not.toContain('\t');
      expect(labelsOf(zpl).map((label) => barcodesOf(label))).toEqual([
        ['RA-000123-01/02'],
        ['RA-000123-02/02'],
      ]);
      // What was typed is printed, escaped, in its fields.
      expect(textsOf(zpl).join(' ')).toContain('Los ^XZ~JA Andes');
    }
    expect(buildLabelsZpl(data, '10x15')).toContain('Los _5EXZ_7EJA Andes');
  });
});

describe('ZPL field data', () => {
  it('escapes the command prefixes and the hex indicator, and keeps UTF-8 as it is', () => {
    expect(fieldData('a^b~c_d\\e')).toBe('a_5Eb_7Ec_5Fd_5Ce');
    expect(fieldData('Ñuñoa, Peñalolén')).toBe('Ñuñoa, Peñalolén');
    // 'é' typed as e + combining accent is one character for the printer's font.
    expect(fieldData('Pe\u0301rez')).toBe('Pérez');
  });

  it('turns line breaks and control characters into single spaces', () => {
    expect(cleanText(' Los\r\n\tAndes\u0000 \u2028S.A. ')).toBe('Los Andes S.A.');
  });

  it('wraps at spaces and cuts the last line with ...', () => {
    expect(wrapLines('uno dos tres cuatro', 9, 2)).toEqual(['uno dos', 'tres...']);
    expect(wrapLines('uno dos tres', 20, 2)).toEqual(['uno dos tres']);
    expect(wrapLines('Supercalifragilístico', 8, 2)).toEqual(['Supercal', 'ifrag...']);
    expect(wrapLines('  ', 8, 2)).toEqual([]);
  });
});
