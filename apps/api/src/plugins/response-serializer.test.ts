import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/test-app.ts';
import { createResponseSerializer } from './response-serializer.ts';

const row = z.object({
  nidra: z.number().int(),
  snombre: z.string(),
  sobservacion: z.string().nullable(),
  nkilos: z.number().nullable(),
  dfecha: z.iso.datetime().nullable(),
  scodestado: z.enum(['INGRE', 'BORIG']),
  destino: z.object({ scodigo: z.string() }).nullable(),
  etiquetas: z.array(z.string()),
  nota: z.string().optional(),
});
const page = z.object({ lista: z.array(row), totalPaginas: z.number() });

/** A server answering `answer` through one route with the `page` schema, and one with a date. */
async function serverAnswering(answer: unknown, check: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  const serializer = createResponseSerializer({ check });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializer.compiler);
  app.get('/page', { schema: { response: { 200: page } } }, async () => answer as never);
  const dated = z.object({ d: z.date() });
  app.get('/dated', { schema: { response: { 200: dated } } }, async () => ({ d: new Date(0) }) as never);
  await app.ready();
  return { app, zodOnly: serializer.zodOnly };
}

const good = {
  lista: [
    {
      nidra: 7,
      snombre: 'Ana "la" Pérez\n',
      sobservacion: null,
      nkilos: 12.5,
      dfecha: '2026-11-26T12:00:00.000Z',
      scodestado: 'BORIG',
      destino: { scodigo: 'BDEST', extra: 1 },
      etiquetas: ['a', 'ñ'],
      shash: 'no debe salir',
    },
    {
      nidra: 8,
      snombre: '',
      sobservacion: 'x',
      nkilos: null,
      dfecha: null,
      scodestado: 'INGRE',
      destino: null,
      etiquetas: [],
      nota: 'n',
    },
  ],
  totalPaginas: 1,
  ntotalfilas: 2,
};

describe('the compiled response serializer', () => {
  it('writes what Zod writes, extra columns left out, with and without the check', async () => {
    for (const check of [false, true]) {
      const { app } = await serverAnswering(good, check);
      const response = await app.inject('/page');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(JSON.stringify(page.parse(good)));
      expect(response.body).not.toContain('shash');
      expect(response.body).not.toContain('ntotalfilas');
      await app.close();
    }
  });

  it('coerces a wrong value that Zod refuses, so the tests check every answer with Zod too', async () => {
    const wrong = { ...good, lista: [{ ...good.lista[0], nidra: '7' }] };
    const unchecked = await serverAnswering(wrong, false);
    expect((await unchecked.app.inject('/page')).json().lista[0].nidra).toBe(7);
    await unchecked.app.close();

    const checked = await serverAnswering(wrong, true);
    expect((await checked.app.inject('/page')).statusCode).toBe(500);
    await checked.app.close();
  });

  it('keeps Zod for a schema JSON Schema cannot state, and says which', async () => {
    const { app, zodOnly } = await serverAnswering(good, true);
    expect(zodOnly).toEqual(['GET /dated 200', 'HEAD /dated 200']);
    expect((await app.inject('/dated')).json()).toEqual({ d: '1970-01-01T00:00:00.000Z' });
    await app.close();
  });
});

describe('every response of the app', () => {
  const ctx = useTestApp('pglite');

  it('is written by the compiled serializer', () => {
    expect(ctx.app.zodOnlyResponses).toEqual([]);
  });
});
