import { type DteCafListResponse, dteMessages, formatDate, formatDecimal } from '@carga/domain';
import { Alert, Badge, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileCode } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { errorMessage } from '../../ui/MessageModal.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { useDteCafs, useUploadCaf } from './api.ts';
import { xmlFileText } from './files.ts';

const number = (value: number) => formatDecimal(value, 0);

type CafType = DteCafListResponse['tipos'][number];

/** A type's ranges: first and last folio, what is left, the authorisation day, a test mark. */
function Ranges({ tipo }: { tipo: CafType }) {
  if (tipo.rangos.length === 0)
    return (
      <Text span size="sm" c="dimmed">
        Sin CAF
      </Text>
    );
  return (
    <Stack gap={2}>
      {tipo.rangos.map((r) => (
        <Group gap={6} key={r.nidcaf} wrap="nowrap">
          <Text span size="sm">
            {number(r.nfoliodesde)} a {number(r.nfoliohasta)} · quedan {number(r.nfoliosdisponibles)} ·{' '}
            {formatDate(r.dfechaautorizacion)}
          </Text>
          {r.sindprueba === 'S' && (
            <Badge size="xs" color="orange" variant="light" style={{ flexShrink: 0 }}>
              Prueba
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** The folios per document type: the ranges loaded, what is left, the warning under 10 %, and a new CAF. */
export function CafCard() {
  const cafs = useDteCafs();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        Folios (CAF)
      </Title>
      {cafs.isPending ? (
        <Loading />
      ) : cafs.isError ? (
        <LoadError error={cafs.error} onRetry={() => cafs.refetch()} />
      ) : (
        <Stack gap="md">
          <FolioWarnings list={cafs.data} />
          <FolioTable list={cafs.data} />
          <UploadCaf />
        </Stack>
      )}
    </Paper>
  );
}

function FolioWarnings({ list }: { list: DteCafListResponse }) {
  const warnings = list.tipos.flatMap((t) => (t.saviso ? [t.saviso] : []));
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
      <Stack gap={4}>
        {warnings.map((warning) => (
          <Text size="sm" key={warning}>
            {warning}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** A table at desk width; on a phone one block per type (nothing scrolls sideways). */
function FolioTable({ list }: { list: DteCafListResponse }) {
  const isMobile = useIsMobile();
  if (isMobile)
    return (
      <Stack gap="xs" role="list" aria-label="Folios por tipo de documento">
        {list.tipos.map((tipo) => (
          <Paper withBorder radius="sm" p="sm" key={tipo.ntipodte} role="listitem" aria-label={tipo.stipodte}>
            <Text fw={600} size="sm">
              {tipo.stipodte} ({tipo.ntipodte})
            </Text>
            <Text size="sm">
              Disponibles:{' '}
              <Text span fw={600} c={tipo.saviso ? 'orange.8' : undefined}>
                {number(tipo.nfoliosdisponibles)}
              </Text>{' '}
              de {number(tipo.nfolioscargados)} cargados
            </Text>
            <Ranges tipo={tipo} />
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped aria-label="Folios por tipo de documento" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tipo de documento</Table.Th>
            <Table.Th ta="right">Folios cargados</Table.Th>
            <Table.Th ta="right">Folios disponibles</Table.Th>
            <Table.Th>Rangos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.tipos.map((tipo) => (
            <Table.Tr key={tipo.ntipodte}>
              <Table.Td>
                {tipo.stipodte} ({tipo.ntipodte})
              </Table.Td>
              <Table.Td ta="right">{number(tipo.nfolioscargados)}</Table.Td>
              <Table.Td ta="right">
                <Text span size="sm" fw={600} c={tipo.saviso ? 'orange.8' : undefined}>
                  {number(tipo.nfoliosdisponibles)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Ranges tipo={tipo} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UploadCaf() {
  const upload = useUploadCaf();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem(dteMessages.cafRequired);
    upload.mutate({ sxml: await xmlFileText(file) }, { onSuccess: () => setFile(null) });
  };

  const error = problem ?? (upload.error ? errorMessage(upload.error) : null);
  return (
    <form onSubmit={submit} noValidate aria-label="Cargar CAF">
      <Stack gap="sm">
        <FileInput
          label="Archivo CAF (XML del SII)"
          placeholder="Seleccione el archivo"
          accept=".xml,text/xml,application/xml"
          leftSection={<IconFileCode size={18} />}
          value={file}
          onChange={(next) => {
            upload.reset();
            setProblem(null);
            setFile(next);
          }}
          clearable
        />
        {error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No fue posible cargar el CAF">
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={upload.isPending}>
            Cargar CAF
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
