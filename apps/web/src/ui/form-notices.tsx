import { ApiError } from '../api/client.ts';
import { useMessageModal } from './MessageModal.tsx';

type ErrorTarget = { setErrors: (errors: Record<string, string>) => void };

/**
 * Puts the server's field errors on the form's fields: the contract's names, or the form's own
 * where `fieldOf` renames them.
 */
export function applyFieldErrors(form: ErrorTarget, error: unknown, fieldOf: Record<string, string> = {}) {
  if (!(error instanceof ApiError) || !error.errors?.length) return;
  form.setErrors(Object.fromEntries(error.errors.map((e) => [fieldOf[e.field] ?? e.field, e.message])));
}

/**
 * The message modal of a form and the one way a failed save answers: the server's field errors on
 * their fields, its message in the modal.
 */
export function useFormNotices(form: ErrorTarget, fieldOf?: Record<string, string>) {
  const notices = useMessageModal();
  const fail = (error: unknown) => {
    applyFieldErrors(form, error, fieldOf);
    notices.showError(error);
  };
  return { ...notices, fail };
}
