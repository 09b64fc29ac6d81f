import { describe, expect, it } from 'vitest';
import { messages } from '../rules/messages.ts';
import { bodyId, pathId, rutSchema } from './common.ts';
import * as z from './zod.ts';

describe("the contract's strings", () => {
  it('refuse NUL, also after trim, limits, patterns and defaults', () => {
    const schemas = [
      z.string(),
      z.string().trim().max(20),
      z.string().regex(/^.*$/).optional(),
      z.string().default(''),
      rutSchema,
    ];
    for (const schema of schemas) {
      const result = schema.safeParse('ab\u0000c');
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(messages.forbiddenCharacters);
    }
    expect(z.string().trim().safeParse(' ñandú ').data).toBe('ñandú');
  });
});

describe('ids', () => {
  it('stay within PostgreSQL integer: a path id past it is marked as not found, a body id refused', () => {
    expect(pathId('no existe').parse('2147483647')).toBe(2147483647);
    const past = pathId('no existe').safeParse('2147483648');
    expect(past.error?.issues).toEqual([
      expect.objectContaining({ message: 'no existe', params: { notFound: true } }),
    ]);
    expect(pathId('no existe').safeParse('0').error?.issues[0]).not.toHaveProperty('params');
    expect(bodyId('no existe').safeParse(2147483648).error?.issues[0]?.message).toBe('no existe');
    expect(bodyId(undefined, { zero: true }).parse('0')).toBe(0);
  });
});
