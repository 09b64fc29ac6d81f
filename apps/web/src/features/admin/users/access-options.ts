export interface AccessOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * The choices of one access list (offices, warehouses or menus): what the signed-in user holds, plus
 * what the user being edited already has. The caller can neither grant nor take away a code they lack
 * (the server refuses it with 403), so those show locked; a retired office is not offered anew.
 */
export function accessOptions(
  held: readonly string[],
  saved: readonly string[],
  describe: (code: string) => { label: string; inactive?: boolean },
): AccessOption[] {
  const codes = [...new Set([...held, ...saved])];
  return codes.map((code) => {
    const { label, inactive } = describe(code);
    const locked = !held.includes(code);
    return {
      value: code,
      label: inactive ? `${label} (no vigente)` : label,
      disabled: locked || (inactive && !saved.includes(code)),
    };
  });
}

/** The codes the caller cannot take away stay selected whatever the select does (backspace, clear). */
export function keepLocked(next: string[], saved: readonly string[], held: readonly string[]) {
  const locked = saved.filter((code) => !held.includes(code));
  return [...new Set([...locked, ...next])];
}
