import {
  actsAtOrigin,
  LABEL_FORMAT_NAMES,
  type RaAction,
  type RaDetailResponse,
  ZPL_LABEL_SIZES,
  type ZplLabelSize,
} from '@carga/domain';
import { Button, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBan,
  IconChevronDown,
  IconFileDownload,
  IconPrinter,
  IconTags,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useRequiredSession } from '../../api/session.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import { StandingDocumentNotice } from '../dte/StandingDocumentNotice.tsx';
import { type RaDocument, useDownloadRaPdf, useDownloadZplLabels, useRaAction } from '../shipment/api.ts';
import { detailActions } from './detail-actions.ts';

type Ra = RaDetailResponse['ra'];

// A narrow sidebar or a phone must not cut 'Descargar comprobante de recepción': the label wraps.
const wrapping = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

const CONFIRM: Record<
  RaAction,
  { title: string; question: (id: number) => string; button: string; color: string }
> = {
  ANULAR: {
    title: 'Anular RA',
    question: (id) => `¿Desea anular el RA ${id}? El RA quedará anulado y no podrá modificarse.`,
    button: 'Anular RA',
    color: 'red',
  },
  ENVIAROFI: {
    title: 'Devolver a oficina',
    question: (id) => `¿Desea devolver el RA ${id} a la oficina?`,
    button: 'Devolver a oficina',
    color: 'blue',
  },
};

// Spec 1 section 8: download failures show the server's text under these titles.
const DOWNLOAD_TITLES: Record<RaDocument, string> = {
  labels: 'Descargar etiqueta',
  voucher: 'Descargar comprobante',
};

/** The detail's buttons: void, return to office (after a confirmation), labels and the receipt. */
export function DetailActions({
  ra,
  staff,
  canAct,
  onList,
  onDone,
}: {
  ra: Ra;
  staff: boolean;
  /** The user may void and return RAs (menus ORIG-RECEP or BOD-RECEP). */
  canAct: boolean;
  /** Some unit of the RA is on a load list (the detail's listaCargaList): it cannot be voided nor returned. */
  onList: boolean;
  /** After a void or a return: back to the list the user came from. */
  onDone: () => void;
}) {
  const session = useRequiredSession();
  // The same rule as the server's: only the origin office, or the origin warehouse while the cargo is there.
  const mayAct = canAct && actsAtOrigin(session, ra);
  const shown = detailActions(ra.scodestado, { staff, canAct: mayAct, onList });
  const act = useRaAction(ra.nidra);
  const download = useDownloadRaPdf(ra.nidra);
  const zpl = useDownloadZplLabels(ra.nidra);
  const notices = useMessageModal();
  const [asking, setAsking] = useState(false);
  // Kept after closing, so the modal does not go blank while it fades out.
  const [action, setAction] = useState<RaAction>('ANULAR');
  const ask = (next: RaAction) => {
    setAction(next);
    setAsking(true);
  };

  if (!shown.voidRa && !shown.returnRa && !shown.labels && !shown.voucher) return null;

  const confirm = () => {
    act.mutate(action, {
      onSuccess: () => {
        setAsking(false);
        onDone();
      },
      onError: (error) => {
        setAsking(false);
        notices.showError(error);
      },
    });
  };
  const get = (kind: RaDocument) =>
    download.mutate(kind, { onError: (error) => notices.showError(error, DOWNLOAD_TITLES[kind]) });
  const downloading = (kind: RaDocument) => download.isPending && download.variables === kind;
  const getZpl = (size: ZplLabelSize) =>
    zpl.mutate(size, { onError: (error) => notices.showError(error, DOWNLOAD_TITLES.labels) });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Acciones
      </Title>
      <Stack gap="xs">
        {shown.voucher && (
          <Button
            variant="light"
            leftSection={<IconFileDownload size={18} />}
            loading={downloading('voucher')}
            onClick={() => get('voucher')}
            fullWidth
            styles={wrapping}
          >
            Descargar comprobante de recepción
          </Button>
        )}
        {shown.labels && (
          <Button
            variant="light"
            leftSection={<IconTags size={18} />}
            loading={downloading('labels')}
            onClick={() => get('labels')}
            fullWidth
            styles={wrapping}
          >
            Descargar etiquetas
          </Button>
        )}
        {shown.labels && (
          // The same labels for Zebra-type printers (ZPL at 203 dpi), in the two sizes warehouses stock.
          <Menu position="bottom-end" width="target" withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconPrinter size={18} />}
                rightSection={<IconChevronDown size={16} />}
                loading={zpl.isPending}
                fullWidth
                styles={wrapping}
              >
                Etiquetas para impresora térmica
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Descargar en ZPL</Menu.Label>
              {ZPL_LABEL_SIZES.map((size) => (
                <Menu.Item key={size} onClick={() => getZpl(size)}>
                  {LABEL_FORMAT_NAMES[size]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        {shown.returnRa && (
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={18} />}
            onClick={() => ask('ENVIAROFI')}
            fullWidth
            styles={wrapping}
          >
            Devolver a oficina
          </Button>
        )}
        {shown.voidRa && (
          <Button
            color="red"
            variant="outline"
            leftSection={<IconBan size={18} />}
            onClick={() => ask('ANULAR')}
            fullWidth
            styles={wrapping}
          >
            Anular RA
          </Button>
        )}
      </Stack>
      <ConfirmModal
        opened={asking}
        title={CONFIRM[action].title}
        confirmLabel={CONFIRM[action].button}
        color={CONFIRM[action].color}
        loading={act.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <Stack gap="sm">
          <Text>{CONFIRM[action].question(ra.nidra)}</Text>
          {/* A voided RA's boleta or factura stands until its nota de crédito (issue 34). */}
          {action === 'ANULAR' && <StandingDocumentNotice nidra={ra.nidra} />}
        </Stack>
      </ConfirmModal>
      {notices.modal}
    </Paper>
  );
}
