import {
  DTE_TYPE_LABELS,
  type DteInvoice,
  type DteInvoicingPreview,
  type DteInvoicingResult,
  formatPesos,
} from '@carga/domain';
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { DayInput } from '../../ui/DayInput.tsx';
import { todayIso } from '../../ui/format.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { type DocumentFile, useDownloadDocument } from './api.ts';
import { type Period, previousMonth, useInvoice, useInvoicingPreview } from './invoicing-api.ts';

// 'Gestión / Facturación' (issue 34, FIN-COBRANZA): a period's RAs of each cuenta corriente client not yet
// invoiced, whether the client can be invoiced (and why not), 'Facturar', then the facturas issued with
// their PDF and XML.

const FILES: Array<{ kind: DocumentFile; label: string }> = [
  { kind: 'carta', label: 'PDF' },
  { kind: 'xml', label: 'XML' },
];

function PreviewTable({ data }: { data: DteInvoicingPreview }) {
  if (data.clientes.length === 0)
    return <Text c="dimmed">No hay RA de cuenta corriente por facturar en el período.</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped fz="sm" aria-label="Clientes por facturar">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cliente</Table.Th>
            <Table.Th ta="right">RAs</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Estado / motivo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.clientes.map((c) => (
            <Table.Tr key={c.nidcliente}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {c.snombrecliente}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.srutcliente} ·{' '}
                  {c.sfacturactacte === 'RA' ? 'Una factura por RA' : 'Una factura por período'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{c.nras}</Table.Td>
              <Table.Td ta="right">{formatPesos(c.ntotal)}</Table.Td>
              <Table.Td>
                {c.sindfacturable === 'S' ? (
                  <Text size="sm" c="green.8" fw={600}>
                    Por facturar
                  </Text>
                ) : (
                  <Text size="sm" c="red.8">
                    {c.smotivo}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th ta="right">{data.nras}</Table.Th>
            <Table.Th ta="right">{formatPesos(data.ntotal)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function ResultTable({ result }: { result: DteInvoicingResult }) {
  const download = useDownloadDocument();
  const notices = useMessageModal();
  const file = (doc: DteInvoice, kind: DocumentFile) =>
    download.mutate(
      { doc, kind },
      { onError: (error) => notices.showError(error, 'No fue posible descargar') },
    );
  const skipped = result.clientes.filter((c) => c.smotivo);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Facturas emitidas">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Facturas emitidas</Title>
          <Text fw={700}>
            {`${result.nfacturas === 1 ? '1 factura' : `${result.nfacturas} facturas`} · ${formatPesos(result.ntotal)}`}
          </Text>
        </Group>
        {result.nfacturas === 0 && <Text c="dimmed">No se emitieron facturas.</Text>}
        {result.clientes.flatMap((c) =>
          c.facturas.map((f) => {
            const name = `${DTE_TYPE_LABELS[f.ntipo]} N° ${f.nfolio}`;
            return (
              <Stack
                key={f.nid}
                gap={4}
                py={4}
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600}>
                    {name} · {formatPesos(f.ntotal)}
                  </Text>
                  {f.sindprueba === 'S' && (
                    <Badge color="orange" variant="light" size="sm">
                      PRUEBA
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {c.snombrecliente} ({f.srutreceptor}) · {f.nras === 1 ? '1 RA' : `${f.nras} RAs`}
                </Text>
                <Group gap="xs">
                  {FILES.map((x) => (
                    <Button
                      key={x.kind}
                      size="xs"
                      variant="light"
                      aria-label={`${x.label} de ${name}`}
                      loading={
                        download.isPending &&
                        download.variables?.doc.nid === f.nid &&
                        download.variables.kind === x.kind
                      }
                      onClick={() => file(f, x.kind)}
                    >
                      {x.label}
                    </Button>
                  ))}
                </Group>
              </Stack>
            );
          }),
        )}
        {skipped.map((c) => (
          <Text key={c.nidcliente} size="sm" c="red.8">
            {c.snombrecliente}: {c.smotivo}
          </Text>
        ))}
      </Stack>
      {notices.modal}
    </Paper>
  );
}

/** 'Gestión / Facturación': the cuenta corriente facturas of a period (the previous month by default). */
export function InvoicingPage() {
  const [period, setPeriod] = useState<Period>(() => previousMonth(todayIso()));
  const [confirming, setConfirming] = useState(false);
  const valid =
    period.dperiododesde !== '' &&
    period.dperiodohasta !== '' &&
    period.dperiododesde <= period.dperiodohasta;
  const preview = useInvoicingPreview(period, valid);
  const invoice = useInvoice();
  const notices = useMessageModal();
  const data = preview.data;
  const ready = data?.clientes.filter((c) => c.sindfacturable === 'S') ?? [];
  const run = () => {
    setConfirming(false);
    invoice.mutate(
      { ...period, nidclientes: ready.map((c) => c.nidcliente) },
      { onError: (error) => notices.showError(error, 'No fue posible facturar') },
    );
  };
  const change = (patch: Partial<Period>) => {
    setPeriod((p) => ({ ...p, ...patch }));
    invoice.reset();
  };
  return (
    <Stack gap="md">
      <PageHeader title="Facturación" crumbs={[CRUMB.home, { label: 'Gestión' }, { label: 'Facturación' }]} />
      <Paper withBorder p="md" radius="md">
        <Group align="end" justify="space-between" wrap="wrap">
          <Group align="end" wrap="wrap">
            <DayInput
              label="Desde"
              value={period.dperiododesde}
              onChange={(v) => change({ dperiododesde: v })}
            />
            <DayInput
              label="Hasta"
              value={period.dperiodohasta}
              onChange={(v) => change({ dperiodohasta: v })}
            />
          </Group>
          <Button
            leftSection={<IconFileInvoice size={18} />}
            disabled={ready.length === 0}
            loading={invoice.isPending}
            onClick={() => setConfirming(true)}
          >
            Facturar
          </Button>
        </Group>
        {!valid && (
          <Text size="sm" c="red.8" mt="xs">
            Indique un período válido: «Hasta» no puede ser anterior a «Desde».
          </Text>
        )}
      </Paper>
      {invoice.data && <ResultTable result={invoice.data} />}
      <Paper withBorder p="md" radius="md" component="section" aria-label="Por facturar">
        <Stack gap="sm">
          <Title order={4}>Por facturar</Title>
          {preview.isError && <LoadError error={preview.error} onRetry={() => preview.refetch()} />}
          {valid && !data && !preview.isError && <Loading />}
          {data && <PreviewTable data={data} />}
        </Stack>
      </Paper>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Facturar el período" centered>
        <Stack gap="md">
          <Text size="sm">
            {`Se emitirán las facturas de ${ready.length === 1 ? '1 cliente' : `${ready.length} clientes`} por ${formatPesos(
              ready.reduce((sum, c) => sum + c.ntotal, 0),
            )}. Las facturas emitidas no se pueden borrar; se corrigen con notas de crédito.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button onClick={run}>Emitir facturas</Button>
          </Group>
        </Stack>
      </Modal>
      {notices.modal}
    </Stack>
  );
}
