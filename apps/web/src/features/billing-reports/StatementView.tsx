import { formatPesos, formatRaNumber, type StatementResponse } from '@carga/domain';
import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../ui/format.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { type StatementFilters, useStatement, useStatementDownload } from './api.ts';

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'}>
        {formatPesos(value)}
      </Text>
    </Stack>
  );
}

/** A labelled figure of a card (phone). */
function CardField({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {children}
      </Text>
    </>
  );
}

/** One card per row on a phone: the tables' columns stacked, no sideways scrolling. */
function Cards<T>({
  label,
  rows,
  rowKey,
  title,
  fields,
}: {
  label: string;
  rows: T[];
  rowKey: (row: T) => number;
  title: (row: T) => string;
  fields: (row: T) => Array<[string, React.ReactNode]>;
}) {
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder radius="sm" p="xs" role="listitem">
          <Text fw={600} size="sm" mb={4}>
            {title(row)}
          </Text>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={2}>
            {fields(row).map(([name, value]) => (
              <CardField key={name} label={name}>
                {value}
              </CardField>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

function Lines({ s }: { s: StatementResponse }) {
  if (useIsMobile())
    return (
      <Cards
        label="RA del período"
        rows={s.lineas}
        rowKey={(l) => l.nidra}
        title={(l) => `RA ${formatRaNumber(l.nidra)} · ${l.sdesestado}`}
        fields={(l) => [
          ['Fecha', formatDate(l.dfecrecepcion)],
          ['Ruta', `${l.scodoficinaorigen} → ${l.scodoficinadestino ?? '—'}`],
          ['Monto', formatPesos(l.nmonto)],
          ['Abonado', formatPesos(l.nabonado)],
          ['Saldo', formatPesos(l.nsaldo)],
        ]}
      />
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped fz="sm" aria-label="RA del período">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>RA</Table.Th>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Ruta</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Monto</Table.Th>
            <Table.Th ta="right">Abonado</Table.Th>
            <Table.Th ta="right">Saldo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {s.lineas.map((l) => (
            <Table.Tr key={l.nidra}>
              <Table.Td>{formatRaNumber(l.nidra)}</Table.Td>
              <Table.Td>{formatDate(l.dfecrecepcion)}</Table.Td>
              <Table.Td
                style={{ whiteSpace: 'nowrap' }}
              >{`${l.scodoficinaorigen} → ${l.scodoficinadestino ?? '—'}`}</Table.Td>
              <Table.Td>{l.sdesestado}</Table.Td>
              <Table.Td ta="right">{formatPesos(l.nmonto)}</Table.Td>
              <Table.Td ta="right">{formatPesos(l.nabonado)}</Table.Td>
              <Table.Td ta="right">{formatPesos(l.nsaldo)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Abonos({ s }: { s: StatementResponse }) {
  if (useIsMobile())
    return (
      <Cards
        label="Abonos del período"
        rows={s.abonos}
        rowKey={(a) => a.nidpago}
        title={(a) => `${formatPesos(a.nmonto)} · ${a.sdesmediopago}`}
        fields={(a) => [
          ['Fecha', formatDateTime(a.dfecpago)],
          ['Referencia', a.sreferencia || '—'],
          ['RA pagados', paidRas(a)],
        ]}
      />
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped fz="sm" aria-label="Abonos del período">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Medio de pago</Table.Th>
            <Table.Th>Referencia</Table.Th>
            <Table.Th>RA pagados</Table.Th>
            <Table.Th ta="right">Monto</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {s.abonos.map((a) => (
            <Table.Tr key={a.nidpago}>
              <Table.Td>{formatDateTime(a.dfecpago)}</Table.Td>
              <Table.Td>{a.sdesmediopago}</Table.Td>
              <Table.Td>{a.sreferencia}</Table.Td>
              <Table.Td>{paidRas(a)}</Table.Td>
              <Table.Td ta="right">{formatPesos(a.nmonto)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A statement for the filters: balances, the RAs (a page at a time) and abonos of the period, and its
 *  two downloads, which hold every RA. */
export function StatementView({ filters, enabled }: { filters: StatementFilters; enabled: boolean }) {
  // Another client or period starts again at its first page.
  const [shown, setShown] = useState({ filters, page: 1 });
  const page = shown.filters === filters || sameFilters(shown.filters, filters) ? shown.page : 1;
  const result = useStatement(filters, page, enabled);
  const pdf = useStatementDownload('pdf');
  const xlsx = useStatementDownload('xlsx');
  if (!enabled) return null;
  if (result.isError) return <LoadError error={result.error} onRetry={() => result.refetch()} />;
  const s = result.data;
  if (!s) return <Loading />;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Title order={4}>{s.cliente.snombrecliente}</Title>
              <Text
                size="sm"
                c="dimmed"
              >{`RUT ${s.cliente.srutcliente} · Límite de crédito ${formatPesos(s.cliente.nlimitecredito)}`}</Text>
            </Stack>
            <Group gap="xs">
              <Button
                leftSection={<IconFileTypePdf size={16} />}
                variant="light"
                loading={pdf.isPending}
                onClick={() => pdf.mutate(filters)}
              >
                Descargar PDF
              </Button>
              <Button
                leftSection={<IconDownload size={16} />}
                variant="light"
                loading={xlsx.isPending}
                onClick={() => xlsx.mutate(filters)}
              >
                Exportar
              </Button>
            </Group>
          </Group>
          {(pdf.error || xlsx.error) && (
            <LoadError error={pdf.error ?? xlsx.error} title="No fue posible descargar" />
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label="Saldo anterior" value={s.nsaldoanterior} />
            <Figure label="Cargos del período" value={s.ntotalcargos} />
            <Figure label="Abonos del período" value={s.ntotalabonos} />
            <Figure label="Saldo" value={s.nsaldo} strong />
          </SimpleGrid>
          {s.cliente.sindexcedido === 'S' && (
            <Alert color="orange">{`El cliente supera su límite de crédito: debe ${formatPesos(s.cliente.nsaldo)}`}</Alert>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="xs">
          <Title order={5}>RA del período</Title>
          {s.nlineas > 0 && (
            <Text size="sm" c="dimmed">
              {s.nlineas === 1 ? '1 RA' : `${s.nlineas.toLocaleString('es-CL')} RA`}
            </Text>
          )}
        </Group>
        {s.nlineas === 0 ? (
          <Text c="dimmed">Sin RA en cuenta corriente en el período.</Text>
        ) : (
          <Lines s={s} />
        )}
        {s.totalPaginas > 1 && (
          <Pagination
            mt="sm"
            total={s.totalPaginas}
            value={page}
            onChange={(next) => setShown({ filters, page: next })}
            aria-label="Páginas de RA del período"
          />
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={5} mb="xs">
          Abonos del período
        </Title>
        {s.abonos.length === 0 ? <Text c="dimmed">Sin abonos en el período.</Text> : <Abonos s={s} />}
      </Paper>
    </Stack>
  );
}

const sameFilters = (a: StatementFilters, b: StatementFilters) =>
  a.nidcliente === b.nidcliente && a.desde === b.desde && a.hasta === b.hasta;

/** The RAs an abono paid: the first few by number and how many more ('N° 12, N° 15 y 298 más'). */
const paidRas = (a: StatementResponse['abonos'][number]) => {
  const named = a.nidras.map(formatRaNumber).join(', ');
  const more = a.nras - a.nidras.length;
  return more > 0 ? `${named} y ${more.toLocaleString('es-CL')} más` : named;
};
