import { labelsFileName, messages, voucherFileName } from '@carga/domain';
import { Button } from '@mantine/core';
import { IconFileInvoice, IconTags } from '@tabler/icons-react';
import { saveBlob } from '../../../../api/download.ts';
import { openPdfTab, showPdf } from '../../print.ts';
import { useDownloadLabels, useDownloadVoucher } from '../api.ts';
import type { useErrorModal } from '../ErrorModal.tsx';

/**
 * How the RA's documents reach the person: 'download' before the finish (spec 1, step 7: the buttons
 * download), 'print' after it, each PDF opened in a tab of the browser's viewer to print (issue 29).
 */
type Delivery = 'download' | 'print';

/** The labels' and the receipt's calls of one RA, delivered as `delivery` says, errors in `errors`' modal. */
export function useRaDocuments(nidra: number, delivery: Delivery, errors: ReturnType<typeof useErrorModal>) {
  const labels = useDownloadLabels(nidra);
  const voucher = useDownloadVoucher(nidra);
  const fetchPdf = (
    call: typeof labels,
    filename: string,
    onFailure: (error: Error) => void,
  ): (() => void) => {
    return () => {
      const tab = delivery === 'print' ? openPdfTab() : null;
      call.mutate(undefined, {
        onSuccess: (blob) => (delivery === 'print' ? showPdf(tab, blob, filename) : saveBlob(blob, filename)),
        onError: (error) => {
          tab?.close();
          onFailure(error);
        },
      });
    };
  };
  return {
    labels: {
      pending: labels.isPending,
      run: fetchPdf(labels, labelsFileName(nidra), (error) =>
        errors.showError(error, { title: 'Descargar etiqueta', message: messages.labelDownloadFailed }),
      ),
    },
    voucher: {
      pending: voucher.isPending,
      // Spec 1 section 8: the server's text.
      run: fetchPdf(voucher, voucherFileName(nidra), (error) =>
        errors.showError(error, { title: 'Descargar comprobante', message: error.message }),
      ),
    },
  };
}

type Documents = ReturnType<typeof useRaDocuments>;

const BUTTONS = {
  labels: { text: 'Imprimir etiquetas', Icon: IconTags },
  voucher: { text: 'Imprimir comprobante', Icon: IconFileInvoice },
} as const;

/** 'Imprimir etiquetas' or 'Imprimir comprobante' of one RA, through `useRaDocuments`. */
export function DocumentButton({ documents, kind }: { documents: Documents; kind: keyof typeof BUTTONS }) {
  const { text, Icon } = BUTTONS[kind];
  return (
    <Button
      variant="light"
      leftSection={<Icon size={18} />}
      onClick={documents[kind].run}
      loading={documents[kind].pending}
    >
      {text}
    </Button>
  );
}
