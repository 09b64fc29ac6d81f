import {
  CREDIT_NOTE_CODE_LABELS,
  CREDIT_NOTE_REASON_MAX,
  type DteCreditNoteRequestInput,
  type DteDocument,
  dteCreditNoteRequest,
  formatPesos,
} from '@carga/domain';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconReceiptRefund } from '@tabler/icons-react';
import { ClpInput } from '../../ui/ClpInput.tsx';
import { useFormNotices } from '../../ui/form-notices.tsx';
import { zodResolver } from '../../ui/zod-resolver.ts';
import { useIssueCreditNote } from './credit-note-api.ts';

interface Values {
  ncodref: '1' | '3';
  srazonref: string;
  nmonto: string;
}

const payload = (doc: DteDocument, values: Values): DteCreditNoteRequestInput => ({
  nidreferencia: doc.nid,
  ncodref: values.ncodref === '1' ? 1 : 3,
  srazonref: values.srazonref,
  // Blank is 'no amount' (the schema's 'Ingrese el monto…'), not a number typed wrong.
  ...(values.ncodref === '3' && values.nmonto.trim() !== '' && { nmonto: values.nmonto.trim() }),
});

/**
 * 'Nota de crédito' of a boleta or factura (issue 34): annul it (its whole amount) or correct its amount,
 * with the reason the SII reads (RazonRef). The shared schema checks it here and on the server.
 */
export function CreditNoteModal({
  doc,
  reason,
  onClose,
}: {
  /** The document to credit; null: closed. */
  doc: DteDocument | null;
  /** The reason offered ('Anulación de la RA N° 12' for a voided RA). */
  reason: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={doc !== null} onClose={onClose} title="Nota de crédito" centered>
      {doc && <CreditNoteForm key={doc.nid} doc={doc} reason={reason} onClose={onClose} />}
    </Modal>
  );
}

function CreditNoteForm({ doc, reason, onClose }: { doc: DteDocument; reason: string; onClose: () => void }) {
  const issue = useIssueCreditNote();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ncodref: '1', srazonref: reason, nmonto: '' },
    validate: (values) => zodResolver(dteCreditNoteRequest)(payload(doc, values)),
  });
  const notices = useFormNotices(form);
  const submit = form.onSubmit((values) =>
    issue.mutate(payload(doc, values), { onSuccess: onClose, onError: notices.fail }),
  );
  const correcting = form.values.ncodref === '3';
  return (
    <form onSubmit={submit} noValidate aria-label="Nota de crédito">
      <Stack gap="md">
        <Text size="sm">
          {doc.stipo} N° {doc.nfolio} · {formatPesos(doc.ntotal)}
        </Text>
        <Radio.Group label="Motivo" withAsterisk {...form.getInputProps('ncodref')}>
          <Stack gap={6} mt={6}>
            <Radio value="1" label={CREDIT_NOTE_CODE_LABELS[1]} />
            <Radio value="3" label={CREDIT_NOTE_CODE_LABELS[3]} />
          </Stack>
        </Radio.Group>
        <TextInput
          label="Razón"
          withAsterisk
          maxLength={CREDIT_NOTE_REASON_MAX}
          {...form.getInputProps('srazonref')}
        />
        {correcting && (
          <ClpInput label="Monto" withAsterisk leftSection="$" {...form.getInputProps('nmonto')} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={issue.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={issue.isPending} leftSection={<IconReceiptRefund size={18} />}>
            Emitir nota de crédito
          </Button>
        </Group>
      </Stack>
      {notices.modal}
    </form>
  );
}
