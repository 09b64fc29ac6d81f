import { type CajaDetail, type CajaMovement, formatPesos } from '@carga/domain';
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { type Column, DataList } from '../../ui/DataList.tsx';
import { formatDateTime } from '../../ui/format.ts';

const dash = (value: number | null) => (value === null ? '—' : formatPesos(value));

const columns: Column<CajaMovement>[] = [
  { key: 'tipo', header: 'Tipo', nowrap: true, hideInCard: true, cell: (m) => m.sdestipo },
  { key: 'ra', header: 'RA', nowrap: true, cell: (m) => m.nidra ?? m.snomcliente ?? '—' },
  { key: 'medio', header: 'Medio', nowrap: true, cell: (m) => m.sdesmediopago },
  { key: 'referencia', header: 'Referencia', cell: (m) => m.sreferencia || '—' },
  { key: 'monto', header: 'Monto', align: 'right', nowrap: true, cell: (m) => formatPesos(m.nmonto) },
  { key: 'vuelto', header: 'Vuelto', align: 'right', nowrap: true, cell: (m) => dash(m.nvuelto) },
  { key: 'hora', header: 'Hora', nowrap: true, cell: (m) => formatDateTime(m.dfecpago) },
  {
    key: 'anulado',
    header: 'Anulado',
    cell: (m) =>
      m.sindanulado === 'S' ? (
        <Badge color="red" variant="light" title={m.smotivo}>
          Anulado
        </Badge>
      ) : m.stipo === 'ANULACION' ? (
        <Text size="xs">{m.smotivo}</Text>
      ) : (
        'No'
      ),
  },
];

/** The caja's movements: payments, abonos and reversals (a reversal is its own negative line). */
export function MovementsTable({ caja }: { caja: CajaDetail }) {
  return (
    <DataList
      label={`Movimientos de la caja ${caja.nidcaja}`}
      columns={columns}
      rows={caja.movimientos}
      rowKey={(m) => m.nidpago}
      emptyText="La caja no tiene movimientos"
      cardTitle={(m) => `${m.sdestipo} · ${formatPesos(m.nmonto)}`}
    />
  );
}

/** What the system expects per method (cash with the float) and, once closed, what was counted. */
export function TotalsTable({ caja }: { caja: CajaDetail }) {
  const closed = caja.sestado === 'CERRADA';
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={4} mb="xs">
        Totales por medio de pago
      </Title>
      <Table.ScrollContainer minWidth={closed ? 420 : 260} type="native">
        <Table aria-label="Totales por medio de pago" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Medio</Table.Th>
              <Table.Th ta="right">Esperado</Table.Th>
              {closed && <Table.Th ta="right">Contado</Table.Th>}
              {closed && <Table.Th ta="right">Diferencia</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {caja.totales.map((t) => (
              <Table.Tr key={t.scodmediopago}>
                <Table.Td>{t.sdesmediopago}</Table.Td>
                <Table.Td ta="right">{formatPesos(t.nesperado)}</Table.Td>
                {closed && <Table.Td ta="right">{dash(t.ncontado)}</Table.Td>}
                {closed && (
                  <Table.Td ta="right" c={t.ndiferencia ? 'red' : undefined}>
                    {dash(t.ndiferencia)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th ta="right">{formatPesos(caja.nesperado)}</Table.Th>
              {closed && <Table.Th />}
              {closed && <Table.Th ta="right">{dash(caja.ndiferencia)}</Table.Th>}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
