import { useState } from 'react';
import { usePickup } from '../../pickup/api.ts';
import { wizardStore } from './wizard-store.ts';

/**
 * The pickup request the RA in progress was made from ('Ingresar RA', issue 35), read when the step opens:
 * `waiting` while it loads; a request that fails to load fills nothing in.
 */
export function useWizardPickup() {
  const [id] = useState(() => wizardStore.pickup());
  const query = usePickup(id);
  return { pickup: query.data, waiting: id !== null && query.isPending && !query.error };
}
