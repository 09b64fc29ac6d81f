import { useLayoutEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { stepPath } from './steps.ts';
import { wizardStore } from './wizard-store.ts';

/** /pasos/{ra id}: resumes an RA from the preparation list at step 1 with every data step reached. */
export function ResumePage() {
  const { raId } = useParams();
  const [stored, setStored] = useState(false);
  useLayoutEffect(() => {
    const id = Number(raId);
    if (Number.isInteger(id) && id > 0) wizardStore.resume(id);
    setStored(true);
  }, [raId]);
  return stored ? <Navigate to={stepPath(1)} replace /> : null;
}
