import type { StepNumber } from './wizard-store.ts';

/** The progress list of spec 1 section 2. */
export const STEP_TITLES: Record<StepNumber, string> = {
  1: 'Origen y destino de la carga',
  2: 'Condiciones de recepción',
  3: 'Descripción y estado de la carga',
  4: 'Documentación asociada',
  5: 'Detalle de los bultos',
  6: 'Archivos adjuntos',
  7: 'Imprimir',
};

export const stepPath = (step: StepNumber) => `/pasos/paso-${step}`;
