import { createContext, type ReactNode, useContext, useState } from 'react';
import { Navigate } from 'react-router';
import { stepPath } from './steps.ts';
import { canOpenStep, furthestStep, type StepNumber, useWizardState, wizardStore } from './wizard-store.ts';

const RaContext = createContext<number | null>(null);

/** The RA of the open step. */
export const useWizardRa = () => useContext(RaContext);

/**
 * A step not reached yet sends the user to the furthest one reached. Decided when the step opens:
 * leaving clears the store while this step is still on screen (the router moves in a transition),
 * and that must not bounce the user back to step 1.
 */
export function StepGate({
  step,
  children,
}: {
  step: StepNumber;
  children: (raId: number | null) => ReactNode;
}) {
  const [opened] = useState(() => wizardStore.get());
  const live = useWizardState();
  if (!canOpenStep(opened, step)) return <Navigate to={stepPath(furthestStep(opened))} replace />;
  // Step 1 stores the id it creates; after leaving, the step keeps the id it opened with until it goes.
  const raId = live.cargoRA ?? opened.cargoRA;
  return <RaContext.Provider value={raId}>{children(raId)}</RaContext.Provider>;
}
