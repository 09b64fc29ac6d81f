import * as zod from 'zod';
import { messages } from '../rules/messages.ts';

// The contract's Zod: Zod itself, except that every `z.string()` refuses U+0000. PostgreSQL refuses NUL
// in text (error 22021), so a NUL anywhere in a body, a query or a path would reach the database and
// fail there as a 500. Declared here once, it covers every string of every operation: the contract
// files import `z` from here, and the routes and the web from '@carga/domain', which exports this one.
export * from 'zod';

export const string = ((params?: Parameters<typeof zod.string>[0]) =>
  zod.string(params).refine((value) => !value.includes('\u0000'), {
    error: messages.forbiddenCharacters,
  })) as typeof zod.string;
