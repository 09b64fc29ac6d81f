import { messages } from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { loadReadableRa } from '../../core/ra/ra-access.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { proofOfDeliveryPdf } from './proof.ts';

// Who may download the proof of delivery (issue 16): staff on the RA's route (the destination warehouse
// that delivered it, the origin that received it, admin), as with the reception receipt; and the customer
// whose cargo it is, through their own path. Another customer's RA is 'not found' to them.

export function createProofService(db: Db, files: FileStore, publicUrl: string) {
  return {
    /** `base`: where the proof's tracking link starts (request.linkBase()). */
    async forStaff(principal: Principal, nidra: number, base = publicUrl) {
      if (principal.rut !== null) throw forbidden();
      await loadReadableRa(db, principal, nidra);
      return proofOfDeliveryPdf(db, nidra, base, files);
    },

    async forCustomer(principal: Principal, nidra: number, base = publicUrl) {
      if (principal.rut === null) throw forbidden(messages.forbidden);
      await loadReadableRa(db, principal, nidra);
      return proofOfDeliveryPdf(db, nidra, base, files);
    },
  };
}

export type ProofService = ReturnType<typeof createProofService>;
