// The repacking recorded in step 3 (reempaque), as the RA detail and the receipt write it.

/** How the RA detail and the receipt name the repacking. */
export const REPACK_LABEL = 'Reempaque';

/** What the RA detail and the receipt show when the cargo needs no repacking. */
export const NO_REPACK = 'No requiere';

/** Each repack type with its quantity: 'Pallet: 2 · Film: 1'; 'No requiere' when there is none. */
export function formatRepacks(lines: ReadonlyArray<{ description: string; quantity: number }>): string {
  if (lines.length === 0) return NO_REPACK;
  return lines.map((line) => `${line.description}: ${line.quantity}`).join(' · ');
}
