import type { TariffVersion } from '@carga/domain';
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { formatClp, formatDate, formatDayTime } from '../../../ui/format.ts';

/** Chilean decimals: 12.5 is '12,5'. */
const percent = (value: number) => `${String(value).replace('.', ',')} %`;

const HEADERS = [
  'Vigente desde',
  'Valor Kg',
  'Valor M³',
  'Valor volumen',
  'Valor cantidad',
  'Valor cant. interno',
  '% Seguro',
  '% Carga IMO',
  'Tarifa mínima',
  'Creada por',
];

/**
 * 'Versiones' of a tariff (issue 12), newest first: each edit of its values starts a version valid from
 * a day; the one that applies today is marked 'Vigente'. Scrolls sideways inside its frame on a phone.
 */
export function TariffVersions({ versions }: { versions: TariffVersion[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Versiones">
      <Title order={5} mb="xs">
        Versiones
      </Title>
      {versions.length === 0 ? (
        <Text size="sm" c="dimmed">
          La tarifa aún no tiene versiones
        </Text>
      ) : (
        // Headers wrap and cells sit closer, so that the ten columns fit the page's width at 1366 px
        // (issue 29); under that width (a phone) the table scrolls sideways in its frame.
        <Table.ScrollContainer minWidth={900} type="native">
          <Table striped verticalSpacing="xs" horizontalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                {HEADERS.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((v) => (
                <Table.Tr key={v.nidversion}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{formatDate(v.dvigenciadesde)}</Text>
                    {v.sindactual === 'S' && (
                      <Badge color="teal" variant="light" size="sm">
                        Vigente
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{formatClp(v.nvalortarifakg)}</Table.Td>
                  <Table.Td>{formatClp(v.nvalortarifam3)}</Table.Td>
                  <Table.Td>{formatClp(v.nvalorpesovolum)}</Table.Td>
                  <Table.Td>{formatClp(v.nvalorcantidad)}</Table.Td>
                  <Table.Td>{formatClp(v.nvalorcantinterno)}</Table.Td>
                  <Table.Td>{percent(v.nporcentajeseguro)}</Table.Td>
                  <Table.Td>{percent(v.nporcentajecargaimo)}</Table.Td>
                  <Table.Td>{formatClp(v.ntarifaminima)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{v.snombreusuario}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDayTime(v.dfeccreacion)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
