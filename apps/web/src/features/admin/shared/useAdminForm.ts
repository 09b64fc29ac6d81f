import type { z } from '@carga/domain';
import { useForm } from '@mantine/form';
import { useFormNotices } from '../../../ui/form-notices.tsx';
import { zodResolver } from '../../../ui/zod-resolver.ts';
import { useSavedNotice } from './SavedNotice.tsx';

/**
 * An admin detail's form on its shared schema: checked on blur, its saved notice cleared by the next
 * edit, the server's errors on its fields, and what DetailButtons needs (valid, changed).
 */
// biome-ignore lint/suspicious/noExplicitAny: Mantine's own bound on form values, which interfaces meet
export function useAdminForm<V extends Record<string, any>>({
  schema,
  initialValues,
  notice,
  isNew,
  fieldOf,
}: {
  schema: z.ZodType;
  initialValues: V;
  notice: string | null;
  isNew: boolean;
  /** The API's field names, as the form names them, where they differ. */
  fieldOf?: Record<string, string>;
}) {
  const saved = useSavedNotice(notice);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver(schema),
    validateInputOnBlur: true,
    onValuesChange: saved.clear,
  });
  const notices = useFormNotices(form, fieldOf);
  const buttons = { isNew, valid: schema.safeParse(form.values).success, dirty: form.isDirty() };
  return { form, saved, notices, buttons };
}
