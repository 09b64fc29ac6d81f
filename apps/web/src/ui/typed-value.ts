import type { ChangeEvent, FocusEvent } from 'react';

// The web's inputs hand Mantine form the event itself (form.getInputProps' onChange reads
// event.currentTarget.value), so a value is rewritten on the input before the handler sees it: the form
// holds, validates and sends the rewritten value, and the field shows it.

/** An onChange that rewrites what is typed before the form's own onChange reads it. */
export function rewriteOnChange(
  rewrite: (typed: string) => string,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const value = rewrite(event.currentTarget.value);
    if (value !== event.currentTarget.value) event.currentTarget.value = value;
    onChange?.(event);
  };
}

/**
 * An onBlur that rewrites the value once the field is left (for input that is only unambiguous whole,
 * such as '1.250.000'), telling the form through its onChange before its onBlur runs.
 */
export function rewriteOnBlur(
  rewrite: (typed: string) => string,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
  onBlur: ((event: FocusEvent<HTMLInputElement>) => void) | undefined,
) {
  return (event: FocusEvent<HTMLInputElement>) => {
    const value = rewrite(event.currentTarget.value);
    if (value !== event.currentTarget.value) {
      event.currentTarget.value = value;
      // A focus event carries the same currentTarget a change event does: all the form reads.
      onChange?.(event as unknown as ChangeEvent<HTMLInputElement>);
    }
    onBlur?.(event);
  };
}
