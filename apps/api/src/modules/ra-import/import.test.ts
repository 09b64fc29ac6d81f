import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importMessages, messages, XLSX_TYPE } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createOfficeUser, createReadyRa } from '../../../test/factories.ts';
import {
  finishedShape,
  importRow,
  lineRow,
  sheetBytes,
  upload,
  writtenCounts,
} from '../../../test/import-sheet.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { cargoEvents, offices, packages, receptions } from '../../db/schema.ts';

describe.each(drivers)('importing RAs from a spreadsheet on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      office: 'oficina.scl',
      puq: 'oficina.puq',
      pmc: 'oficina.pmc',
      warehouse: 'bodega.scl',
      customer: 'cliente',
    },
    async (db) => {
      await createOfficeUser(db, 'oficina.puq', 'OFIPUQ');
      await db.insert(offices).values({ scodoficina: 'OFIPMC', snomoficina: 'Oficina Puerto Montt' });
      await createOfficeUser(db, 'oficina.pmc', 'OFIPMC');
    },
  );
  const { tokens } = ctx;
  // The description tells files apart: the same bytes confirmed twice are refused (the guard's test).
  const twoRas = (sdescripcioncarga = 'Repuestos de maquinaria') =>
    sheetBytes([
      importRow({ sdescripcioncarga }),
      lineRow('A'),
      importRow({
        grupo: 'B',
        nomRemitente: 'Ferretería Magallanes',
        rutRemitente: '96512340-7',
        sdescripcioncarga,
      }),
    ]);

  it('answers the template: the columns, drop-downs of codes and the instructions', async () => {
    const response = await ctx.call('GET', '/api/Shipment/Import/Template', { token: tokens.office });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['RA', 'Instrucciones', 'Listas']);
    const header = workbook.getWorksheet('RA')?.getRow(1).values as string[];
    expect(header).toContain('Grupo');
    expect(header).toContain('RUT remitente');
    expect(header).toContain('Tipo de bulto');
    const officeColumn = header.indexOf('Oficina origen');
    const validation = workbook.getWorksheet('RA')?.getCell(5, officeColumn).dataValidation;
    expect(validation?.type).toBe('list');
    const lists = workbook.getWorksheet('Listas');
    expect(lists?.getColumn(1).values).toContain('OFISCL');
    // Its headers are in Spanish, as the user reads them (issue 29).
    expect(((lists?.getRow(1).values ?? []) as string[]).filter(Boolean)).toEqual([
      'Oficinas',
      'Tipos de recepción',
      'Medios de envío',
      'Modalidades',
      'Facturar a',
      'Sí / No',
      'Bodegas',
      'Tipos de carga',
      'Estados de la carga',
      'Tipos de bulto',
    ]);
    // The template itself is a valid (empty) file: uploading it says it has no rows.
    const empty = await upload(ctx.app, tokens.office, 'Validate', response.rawPayload);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(importMessages.empty);
  });

  it('validates a good file without writing, then creates its RAs as the wizard does', async () => {
    const before = await writtenCounts(ctx.db);
    const report = await upload(ctx.app, tokens.office, 'Validate', await twoRas());
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      filas: 3,
      errores: [],
      ras: [
        { grupo: 'A', filas: [2, 3], remitente: 'Comercial Austral', bultos: 4, pesoKg: 336, nidra: null },
        { grupo: 'B', filas: [4], remitente: 'Ferretería Magallanes', bultos: 3, nidra: null },
      ],
    });
    expect(await writtenCounts(ctx.db)).toEqual(before);

    const confirmed = await upload(ctx.app, tokens.office, 'Confirm', await twoRas());
    expect(confirmed.statusCode).toBe(200);
    const [a, b] = confirmed.json().ras.map((r: { nidra: number }) => r.nidra) as [number, number];
    const [ra] = await ctx.db.select().from(receptions).where(eq(receptions.nidra, a));
    expect(ra).toMatchObject({
      scodestado: 'ENPREP',
      scodoficinaorigen: 'OFISCL',
      scodoficinadestino: 'OFIPUQ',
      snomremitente: 'Comercial Austral',
      sindfragil: 'S',
      ncantidadbultos: 4,
      npesobrutokg: 336,
    });
    expect(await ctx.db.select().from(packages).where(eq(packages.nidra, a))).toHaveLength(2);

    // The same RA typed in the wizard and finished: the same history, units, tracking code and price.
    const typed = await createReadyRa(ctx.app, tokens.office);
    const finish = await ctx.call('POST', `/api/Shipment/Attachment/FinishAndPrint/${typed}/ENPREP`, {
      token: tokens.office,
    });
    expect(finish.statusCode).toBe(200);
    const wizardShape = await finishedShape(ctx.db, typed);
    expect(await finishedShape(ctx.db, b)).toEqual(wizardShape);
    expect(wizardShape).toMatchObject({ units: 3, trackingCodes: 1, prices: 1 });
    expect((await finishedShape(ctx.db, a)).units).toBe(4);
  });

  it("takes kg and cm with the decimal comma ('12,5') or as numbers with decimals (issue 29)", async () => {
    const sheet = () =>
      sheetBytes([
        importRow({ sdescripcioncarga: 'Pesos con decimales' }),
        lineRow('A', { npesobultokg: '12,5', nlargocm: '45,5', nanchocm: 40.5, naltocm: '30.5' }),
      ]);
    const report = (await upload(ctx.app, tokens.office, 'Validate', await sheet())).json();
    expect(report.errores).toEqual([]);
    expect(report.ras[0].pesoKg).toBe(48.5);
    const confirmed = await upload(ctx.app, tokens.office, 'Confirm', await sheet());
    expect(confirmed.statusCode).toBe(200);
    const nidra = confirmed.json().ras[0].nidra as number;
    const lines = await ctx.db
      .select()
      .from(packages)
      .where(eq(packages.nidra, nidra))
      .orderBy(packages.niditem);
    expect(lines[1]).toMatchObject({ npesobultokg: 12.5, nlargocm: 45.5, nanchocm: 40.5, naltocm: 30.5 });
    const tooFine = await upload(
      ctx.app,
      tokens.office,
      'Validate',
      await sheetBytes([importRow({ sdescripcioncarga: 'Gramos' }), lineRow('A', { nlargocm: '45,25' })]),
    );
    expect(tooFine.json().errores).toContainEqual(
      expect.objectContaining({ fila: 3, mensaje: messages.decimalsAtMost(1) }),
    );
  });

  it('refuses the same file again, sent after or at the same time, naming the RAs it created', async () => {
    const bytes = await twoRas('Carga enviada dos veces');
    const first = await upload(ctx.app, tokens.office, 'Confirm', bytes);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json().ras.map((r: { nidra: number }) => r.nidra) as number[];
    const before = await writtenCounts(ctx.db);
    const again = await upload(ctx.app, tokens.office, 'Confirm', bytes);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(importMessages.alreadyImported(created));
    expect(await writtenCounts(ctx.db)).toEqual(before);

    // A double click: both requests at once, one creates the RAs, the other waits for it and is refused.
    const twice = await twoRas('Doble clic');
    const answers = await Promise.all([1, 2].map(() => upload(ctx.app, tokens.office, 'Confirm', twice)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await writtenCounts(ctx.db)).not.toEqual(before);
    const afterTwice = await writtenCounts(ctx.db);

    // A day later the same file is a new import (its rows too).
    await ctx.db.execute(sql`update importacion_ra set dfecha = dfecha - interval '25 hours'`);
    await ctx.db.execute(sql`update importacion_ra_fila set dfecha = dfecha - interval '25 hours'`);
    expect((await upload(ctx.app, tokens.office, 'Confirm', bytes)).statusCode).toBe(200);
    expect(await writtenCounts(ctx.db)).not.toEqual(afterTwice);
  });

  it('sends the RAs to the warehouse when asked, with the cargo event of each', async () => {
    const response = await upload(
      ctx.app,
      tokens.office,
      'Confirm',
      await sheetBytes([importRow({ sdescripcioncarga: 'A la bodega' })]),
      'BORIG',
    );
    expect(response.statusCode).toBe(200);
    const nidra = response.json().ras[0].nidra;
    const [ra] = await ctx.db.select().from(receptions).where(eq(receptions.nidra, nidra));
    expect(ra?.scodestado).toBe('BORIG');
    const events = await ctx.db.select().from(cargoEvents).where(eq(cargoEvents.nidra, nidra));
    expect(events.map((e) => e.sevento)).toEqual(['RECIBIDA']);
  });

  it('reports every faulty row by row, column and Spanish message, and writes nothing', async () => {
    const before = await writtenCounts(ctx.db);
    const bytes = await sheetBytes([
      importRow({ rutRemitente: '76086428-0' }),
      lineRow('A', { scodtipobulto: 'NOEXISTE' }),
      importRow({ grupo: 'B', scodoficinadestino: 'OFISCL' }),
      lineRow('B', { ncantidadbultos: 0 }),
      importRow({ grupo: '', nomRemitente: 'Sin grupo' }),
      importRow({ grupo: 'C', scodtipocarga: 'SINTARIFA' }),
      importRow({ grupo: 'D', sindreef: 'S' }),
      lineRow('D', { nomRemitente: 'Otro' }),
    ]);
    const report = await upload(ctx.app, tokens.office, 'Validate', bytes, 'BORIG');
    expect(report.statusCode).toBe(200);
    expect(report.json().ras).toEqual([]);
    expect(report.json().errores).toEqual([
      { fila: 2, campo: 'RUT remitente', mensaje: expect.stringMatching(/RUT|dígito/i) },
      { fila: 3, campo: 'Tipo de bulto', mensaje: messages.packageTypeInactive },
      { fila: 4, campo: 'Oficina destino', mensaje: messages.sameOfficeAndDestination },
      { fila: 5, campo: 'Cantidad', mensaje: messages.quantityMin },
      { fila: 6, campo: 'Grupo', mensaje: messages.required },
      { fila: 7, campo: 'Tipo de carga', mensaje: messages.sinTarifaToWarehouse },
      { fila: 8, campo: 'Temperatura °C', mensaje: messages.temperatureRequired },
      { fila: 9, campo: 'Nombre remitente', mensaje: importMessages.groupMismatch },
    ]);
    const confirmed = await upload(ctx.app, tokens.office, 'Confirm', bytes, 'BORIG');
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toBe(importMessages.invalidRows);
    expect(confirmed.json().errors[0]).toEqual({
      field: 'fila 2: RUT remitente',
      message: expect.any(String),
    });
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });

  it('asks for packages on cargo, not on documents, and for an office of the caller', async () => {
    const report = await upload(
      ctx.app,
      tokens.puq,
      'Validate',
      await sheetBytes([
        importRow({
          scodtipobulto: null,
          ncantidadbultos: null,
          npesobultokg: null,
          naltocm: null,
          nlargocm: null,
          nanchocm: null,
          sreferencia: null,
        }),
        importRow({
          grupo: 'B',
          tipoRecepcion: 'DOCUM',
          scodtipobulto: null,
          ncantidadbultos: null,
          npesobultokg: null,
          naltocm: null,
          nlargocm: null,
          nanchocm: null,
          sreferencia: null,
        }),
      ]),
    );
    expect(report.json().errores).toEqual([
      { fila: 2, campo: 'Oficina origen', mensaje: messages.officeNotAllowed },
      { fila: 2, campo: 'Tipo de bulto', mensaje: messages.finishNeedsPackages },
      { fila: 3, campo: 'Oficina origen', mensaje: messages.officeNotAllowed },
    ]);
  });

  it('creates all or nothing: a failure on the second RA leaves no trace of the first', async () => {
    // A row that passes every check but that the database refuses when it is written.
    await ctx.db.execute(
      sql.raw(`create function falla_importacion() returns trigger language plpgsql as $$
        begin
          if new.snomremitente = 'FALLA' then raise exception 'falla de prueba'; end if;
          return new;
        end $$`),
    );
    await ctx.db.execute(
      sql.raw(`create trigger falla_importacion before insert on recepcion
        for each row execute function falla_importacion()`),
    );
    try {
      const before = await writtenCounts(ctx.db);
      const bytes = await sheetBytes([
        importRow({ sdescripcioncarga: 'Lote completo o ninguno' }),
        importRow({ grupo: 'B', nomRemitente: 'FALLA' }),
        importRow({ grupo: 'C', sdescripcioncarga: 'Lote completo o ninguno' }),
      ]);
      expect((await upload(ctx.app, tokens.office, 'Validate', bytes)).json().errores).toEqual([]);
      const response = await upload(ctx.app, tokens.office, 'Confirm', bytes);
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe(messages.internal);
      expect(await writtenCounts(ctx.db)).toEqual(before);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger falla_importacion on recepcion'));
      await ctx.db.execute(sql.raw('drop function falla_importacion()'));
    }
  });

  it('is for office staff with Nuevo Ingreso only', async () => {
    const bytes = await sheetBytes([importRow()]);
    for (const token of [tokens.customer, tokens.warehouse]) {
      expect((await upload(ctx.app, token, 'Validate', bytes)).statusCode).toBe(403);
      expect((await upload(ctx.app, token, 'Confirm', bytes)).statusCode).toBe(403);
      const template = await ctx.call('GET', '/api/Shipment/Import/Template', { token });
      expect(template.statusCode).toBe(403);
    }
  });

  it('prints the labels of the imported RAs in one PDF, for those who may see them', async () => {
    const confirmed = await upload(ctx.app, tokens.office, 'Confirm', await twoRas('Para etiquetas'));
    const ids = confirmed.json().ras.map((r: { nidra: number }) => r.nidra) as number[];
    const labels = (token: string, body: unknown) =>
      ctx.call('POST', '/api/Shipment/Import/Labels', { token, body: body as object });
    const response = await labels(tokens.office, { ids });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'import-labels-'));
    writeFileSync(path.join(dir, 'l.pdf'), response.rawPayload);
    const text = execFileSync('pdftotext', [path.join(dir, 'l.pdf'), '-']).toString();
    // 4 + 3 units: one A6 page each, both RAs named.
    expect(execFileSync('pdfinfo', [path.join(dir, 'l.pdf')]).toString()).toMatch(/Pages:\s+7/);
    for (const id of ids) expect(text).toContain(String(id));
    // Staff of an office off the RAs' route, a customer, an empty list.
    expect((await labels(tokens.pmc, { ids })).statusCode).toBe(403);
    expect((await labels(tokens.customer, { ids })).statusCode).toBe(403);
    expect((await labels(tokens.office, { ids: [] })).statusCode).toBe(400);
  });
});
