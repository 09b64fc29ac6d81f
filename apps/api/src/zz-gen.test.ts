import { writeFileSync, readdirSync } from 'node:fs';
import { it, vi } from 'vitest';
import { z } from 'zod';

const captured: any[] = [];
vi.mock('fastify', async (importOriginal) => {
  const mod: any = await importOriginal();
  const wrapped = (opts: any) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (r: any) => captured.push(r));
    return app;
  };
  return { ...mod, default: wrapped };
});

it('gen', async () => {
  const { createTestApp } = await import('../test/test-app.ts');
  const app = await createTestApp('pglite');
  const dir = new URL('../../../packages/domain/src/contract/', import.meta.url).pathname;
  const named = new Map<unknown, { name: string; file: string }>();
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('test') && f !== 'zod.ts')) {
    const mod = await import(dir + f);
    for (const [k, v] of Object.entries(mod)) if (v instanceof z.ZodType && !named.has(v)) named.set(v, { name: k, file: f });
  }
  const describe = (s: any) => {
    if (!s) return null;
    const n = named.get(s);
    if (n) return { code: n.name, file: n.file };
    if (s instanceof z.ZodArray && named.get((s as any).element)) {
      const e = named.get((s as any).element)!;
      return { code: `z.array(${e.name})`, file: e.file, inline: true };
    }
    let json: unknown;
    try { json = z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' }); } catch (e) { json = String(e); }
    return { code: null, json, isZod: s instanceof z.ZodType };
  };
  const out = captured
    .filter((r) => r.method !== 'HEAD')
    .map((r) => ({
      method: r.method,
      url: r.url,
      params: describe(r.schema?.params),
      query: describe(r.schema?.querystring),
      body: describe(r.schema?.body),
      response: describe(r.schema?.response?.[200] ?? r.schema?.response?.[201] ?? r.schema?.response?.[204]),
      statuses: Object.keys(r.schema?.response ?? {}),
      consumes: r.schema?.consumes,
      produces: r.schema?.produces,
      bodyLimit: r.bodyLimit,
      hide: r.schema?.hide,
    }));
  writeFileSync('/tmp/rm/routes.json', JSON.stringify(out, null, 1));
  await app.close();
});
