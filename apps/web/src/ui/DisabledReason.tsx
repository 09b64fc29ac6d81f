import { Text, type TextProps } from '@mantine/core';

// A disabled action says why, written next to it: a tooltip needs a mouse, and a phone has none.

/** The reason an action beside it is disabled; nothing while it is enabled (reason null). */
export function DisabledReason({ reason, ...props }: TextProps & { reason: string | null }) {
  if (!reason) return null;
  return (
    <Text size="sm" c="dimmed" role="note" {...props}>
      {reason}
    </Text>
  );
}

/**
 * Why a form's submit is disabled, from the errors its validation finds (before any field was touched,
 * when no message shows under the fields yet): 'Para continuar, complete o corrija: Prefijo, Celular.'
 * `labels` names the fields as the screen does, in the screen's order; an error of an unnamed field still
 * gives a reason.
 */
export function invalidFormReason(errors: Record<string, unknown>, labels: Record<string, string>) {
  const failing = Object.keys(errors).filter((field) => errors[field]);
  if (failing.length === 0) return null;
  const named = Object.keys(labels)
    .filter((field) => failing.includes(field))
    .map((field) => labels[field]);
  if (named.length === 0) return 'Para continuar, corrija los campos marcados.';
  return `Para continuar, complete o corrija: ${named.join(', ')}.`;
}
