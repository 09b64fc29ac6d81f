import type { Access } from '../../core/principal.ts';

// Typed as Access, not cast, so that a misspelt menu code fails the typecheck.

/** The wizard: who registers cargo, and who resumes it from the preparation list. */
export const wizardAccess = {
  audience: 'staff',
  menus: ['ORIG-INGRESO', 'ORIG-PREPARA'],
} satisfies Access;
/** Step 6's calls are also the image capture screen's. */
export const attachmentAccess = {
  audience: 'staff',
  menus: ['ORIG-INGRESO', 'ORIG-PREPARA', 'ORIG-IMAGENES'],
} satisfies Access;
