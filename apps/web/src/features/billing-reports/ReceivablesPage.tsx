import '@mantine/charts/styles.css';
import { formatPesos } from '@carga/domain';
import { BarChart } from '@mantine/charts';
import { Button, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DayInput } from '../../ui/DayInput.tsx';
import { todayIso } from '../../ui/format.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { useReceivables, useReceivablesExport } from './api.ts';

const AGES = [
  { key: 'n0a30', header: '0–30 días' },
  { key: 'n31a60', header: '31–60 días' },
  { key: 'n61a90', header: '61–90 días' },
  { key: 'nmas90', header: 'Más de 90 días' },
] as const;

/** 'Gestión / Cuentas por cobrar' (FIN-COBRANZA, GEST-BODEGA): what each client owes by age at a date. */
export function ReceivablesPage() {
  const [fecha, setFecha] = useState(todayIso());
  const [page, setPage] = useState(1);
  const result = useReceivables(fecha, page);
  const exporter = useReceivablesExport();
  const data = result.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Cuentas por cobrar"
        crumbs={[CRUMB.home, { label: 'Gestión' }, { label: 'Cuentas por cobrar' }]}
      />
      <Paper withBorder p="md" radius="md">
        <Group align="end" justify="space-between" wrap="wrap">
          <DayInput
            label="Antigüedad al"
            value={fecha}
            onChange={(v) => {
              if (v) setFecha(v);
              setPage(1);
            }}
          />
          <Button
            leftSection={<IconDownload size={16} />}
            variant="light"
            loading={exporter.isPending}
            onClick={() => exporter.mutate(fecha)}
          >
            Exportar
          </Button>
        </Group>
        {exporter.error && <LoadError error={exporter.error} title="No fue posible exportar" />}
      </Paper>
      {result.isError && <LoadError error={result.error} onRetry={() => result.refetch()} />}
      {!data && !result.isError && <Loading />}
      {data && (
        <>
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="xs">
              <Title order={5}>Saldo por antigüedad</Title>
              <Text fw={700}>{`Total ${formatPesos(data.ntotal)}`}</Text>
            </Group>
            <BarChart
              h={240}
              data={data.totales.map((t) => ({ edad: t.sdesedad, nmonto: t.nmonto }))}
              dataKey="edad"
              series={[{ name: 'nmonto', label: 'Por cobrar', color: 'blue.6' }]}
              valueFormatter={formatPesos}
              yAxisProps={{ width: 90 }}
              aria-label="Saldo por antigüedad"
            />
          </Paper>
          <Paper withBorder p="md" radius="md">
            {data.list.length === 0 ? (
              <Text c="dimmed">Ningún cliente tiene saldos pendientes a esa fecha.</Text>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table striped highlightOnHover fz="sm" aria-label="Cuentas por cobrar">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Cliente</Table.Th>
                      <Table.Th>RUT</Table.Th>
                      {AGES.map((a) => (
                        <Table.Th key={a.key} ta="right">
                          {a.header}
                        </Table.Th>
                      ))}
                      <Table.Th ta="right">Total</Table.Th>
                      <Table.Th ta="right">Límite de crédito</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.list.map((r) => (
                      <Table.Tr key={r.srut}>
                        <Table.Td>{r.snombre}</Table.Td>
                        <Table.Td>{r.srut}</Table.Td>
                        {AGES.map((a) => (
                          <Table.Td key={a.key} ta="right">
                            {formatPesos(r[a.key])}
                          </Table.Td>
                        ))}
                        <Table.Td ta="right" fw={700}>
                          {formatPesos(r.ntotal)}
                        </Table.Td>
                        <Table.Td ta="right">{formatPesos(r.nlimitecredito)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {data.totalPaginas > 1 && (
              <Pagination mt="sm" total={data.totalPaginas} value={page} onChange={setPage} />
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
