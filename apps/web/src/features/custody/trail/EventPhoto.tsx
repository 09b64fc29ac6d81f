import type { AttachmentSummary, CustodyEventItem } from '@carga/domain';
import { Button } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { PreviewModal } from '../../shipment/files/FileViews.tsx';
import { type OpenedFile, useOpenAttachmentFile } from '../../shipment/files/open-attachment.ts';

/**
 * 'Ver foto' of an event that took one (a damage at the arrival): the photo is one of the RA's files, read
 * through the RA's file call, so whoever reads the RA sees it.
 */
export function EventPhoto({ nidra, event }: { nidra: number; event: CustodyEventItem }) {
  const isMobile = useIsMobile();
  const notices = useMessageModal();
  const { open, busy } = useOpenAttachmentFile(nidra, (error) => notices.showError(error, 'Error'));
  const [preview, setPreview] = useState<OpenedFile | null>(null);
  if (event.nidadjunto === null) return null;
  // A stand-in the file call can fetch by its id: the name and type come with the bytes.
  const file: AttachmentSummary = {
    nidadjunto: event.nidadjunto,
    nidra,
    stipoadjunto: 'image/jpeg',
    snombreadjunto: `Foto: ${event.smensaje}`,
    ntamano: 0,
    dfecregistro: event.dfecha,
  };
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        mt={4}
        leftSection={<IconPhoto size={14} />}
        loading={busy(file)}
        onClick={() => open(file, setPreview)}
      >
        Ver foto
      </Button>
      <PreviewModal file={preview} onClose={() => setPreview(null)} size="lg" fullScreen={isMobile} />
      {notices.modal}
    </>
  );
}
