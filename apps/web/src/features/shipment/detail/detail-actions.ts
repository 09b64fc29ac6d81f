// Spec 1 section 4, 'Detail actions': which of the detail's buttons show, by state and by who looks.

/** Staff void and return RAs that are not sent or void; labels also need the RA finished; receipts too. */
export function detailActions(state: string, { staff, canAct }: { staff: boolean; canAct: boolean }) {
  const closed = state === 'ENVIA' || state === 'ANULA';
  return {
    voidAndReturn: staff && canAct && !closed,
    labels: staff && !closed && state !== 'ENCREA',
    voucher: state !== 'ENCREA',
  };
}
