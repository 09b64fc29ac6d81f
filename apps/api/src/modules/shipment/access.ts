import type { MenuCode } from '@carga/domain';

/** The wizard: who registers cargo, and who resumes it from the preparation list. */
export const wizardAccess = {
  audience: 'staff' as const,
  menus: ['ORIG-INGRESO', 'ORIG-PREPARA'] as MenuCode[],
};
/** Step 6's calls are also the image capture screen's. */
export const attachmentAccess = {
  audience: 'staff' as const,
  menus: ['ORIG-INGRESO', 'ORIG-PREPARA', 'ORIG-IMAGENES'] as MenuCode[],
};
