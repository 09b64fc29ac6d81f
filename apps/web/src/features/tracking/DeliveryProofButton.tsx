import { Button, type ButtonProps } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { isCustomerSession, useRequiredSession } from '../../api/session.ts';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import { useDownloadDeliveryProof } from './api.ts';

/** 'Comprobante de entrega' of a delivered RA: the PDF with who received it, when and where. */
export function DeliveryProofButton({ nidra, ...props }: { nidra: number } & ButtonProps) {
  const customer = isCustomerSession(useRequiredSession());
  const download = useDownloadDeliveryProof(nidra, customer);
  const notices = useMessageModal();
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileCertificate size={18} />}
        loading={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onError: (error) => notices.showError(error, 'Comprobante de entrega'),
          })
        }
        aria-label={`Comprobante de entrega del RA ${nidra}`}
        {...props}
      >
        Comprobante de entrega
      </Button>
      {notices.modal}
    </>
  );
}
