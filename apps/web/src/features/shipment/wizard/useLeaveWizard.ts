import { useNavigate } from 'react-router';
import { wizardStore } from './wizard-store.ts';

/**
 * Leaving the wizard: back to the origin panel, then forget the RA and its steps. Cleared only once
 * the step has gone, or its gate would see no RA and send the user to step 1 instead.
 */
export function useLeaveWizard() {
  const navigate = useNavigate();
  return () => Promise.resolve(navigate('/dashboard/origen')).then(() => wizardStore.clear());
}
