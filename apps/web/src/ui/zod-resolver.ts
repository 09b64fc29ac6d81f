import type { z } from '@carga/domain';

/** Mantine form errors from a shared Zod schema: the message of the first issue of each field. */
export function zodResolver<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}
