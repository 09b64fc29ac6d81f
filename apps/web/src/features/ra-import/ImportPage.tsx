import {
  type FinishTarget,
  IMPORT_LABELS_NAME,
  IMPORT_MAX_BYTES,
  IMPORT_TEMPLATE_NAME,
  importMessages,
} from '@carga/domain';
import { Alert, Button, FileInput, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconDownload,
  IconFileSpreadsheet,
  IconFileUpload,
  IconTags,
} from '@tabler/icons-react';
import { useState } from 'react';
import { saveBlob } from '../../api/download.ts';
import { DisabledReason } from '../../ui/DisabledReason.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import {
  failure,
  isRepeat,
  useConfirmImport,
  useDownloadImportLabels,
  useDownloadTemplate,
  useValidateImport,
} from './api.ts';
import { IssuesTable, RasTable } from './ImportReport.tsx';
import { RepeatWarning } from './RepeatWarning.tsx';

const STATES: Array<{ value: FinishTarget; label: string; done: string }> = [
  { value: 'ENPREP', label: 'Permanecer en oficina', done: 'en preparación, en la oficina' },
  { value: 'BORIG', label: 'Enviar a bodega', done: 'en la bodega de origen' },
];

/** 'Importar RA' (issue 17): template, upload, per-row report, confirmation, and the labels of all. */
export function ImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [estado, setEstado] = useState<FinishTarget>('ENPREP');
  const [fileError, setFileError] = useState<string | null>(null);
  // Confirm's 409 (file or rows imported lately), kept while the user decides and while importing anyway.
  const [repeat, setRepeat] = useState<string | null>(null);
  const template = useDownloadTemplate();
  const validate = useValidateImport();
  const confirm = useConfirmImport();
  const labels = useDownloadImportLabels();

  // Another file or another final state must be checked again before confirming.
  const reset = () => {
    setRepeat(null);
    validate.reset();
    confirm.reset();
    labels.reset();
  };
  const choose = (next: File | null) => {
    reset();
    setFile(next);
    setFileError(next && next.size > IMPORT_MAX_BYTES ? importMessages.tooLarge : null);
  };
  const check = () => file && validate.mutate({ file, estado });
  const submit = (anyway: boolean) =>
    file &&
    confirm.mutate(
      { file, estado, anyway },
      {
        onError: (error) => setRepeat(isRepeat(error) ? failure(error) : null),
        onSuccess: () => setRepeat(null),
      },
    );
  const report = validate.data;
  const created = confirm.data;
  const ids = created?.ras.flatMap((r) => (r.nidra === null ? [] : [r.nidra])) ?? [];

  return (
    <>
      <PageHeader title="Importar RA" crumbs={[CRUMB.home, CRUMB.origin, { label: 'Importar RA' }]}>
        <Text c="dimmed" size="sm">
          Cargue una planilla con la carga de un cliente: se revisa cada fila con las reglas del ingreso antes
          de crear los RA, y se crean todos o ninguno.
        </Text>
      </PageHeader>
      <Stack gap="md" maw={1100}>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm">
            <div>
              <Text fw={600}>1. Plantilla</Text>
              <Text size="sm" c="dimmed">
                Una fila por línea de bultos; las filas con el mismo Grupo forman un RA.
              </Text>
            </div>
            <Button
              variant="light"
              leftSection={<IconDownload size={18} />}
              loading={template.isPending}
              onClick={() =>
                template.mutate(undefined, { onSuccess: (blob) => saveBlob(blob, IMPORT_TEMPLATE_NAME) })
              }
            >
              Descargar plantilla
            </Button>
          </Group>
          {template.isError && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {failure(template.error)}
            </Text>
          )}
        </Paper>

        <Paper
          withBorder
          radius="md"
          p="md"
          // The file may also be dropped anywhere on this card.
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            const dropped = event.dataTransfer.files[0];
            if (dropped) choose(dropped);
          }}
        >
          <Text fw={600} mb="sm">
            2. Planilla y estado final
          </Text>
          <Stack gap="sm">
            <FileInput
              label="Planilla (.xlsx)"
              placeholder="Seleccione o arrastre aquí el archivo"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={18} />}
              value={file}
              onChange={choose}
              error={fileError}
              clearable
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                Al confirmar, los RA quedan
              </Text>
              <SegmentedControl
                fullWidth
                data={STATES}
                value={estado}
                onChange={(value) => {
                  reset();
                  setEstado(value as FinishTarget);
                }}
                aria-label="Estado final de los RA"
              />
            </div>
            <Group justify="flex-end">
              <DisabledReason
                ta="right"
                reason={
                  !file
                    ? 'Elija primero la planilla.'
                    : created
                      ? 'Los RA de esta planilla ya se crearon.'
                      : fileError
                        ? 'Elija una planilla válida.'
                        : null
                }
              />
              <Button
                leftSection={<IconFileUpload size={18} />}
                disabled={!file || !!fileError || !!created}
                loading={validate.isPending}
                onClick={check}
              >
                Revisar planilla
              </Button>
            </Group>
            {validate.isError && (
              <Alert color="red" variant="light" role="alert">
                {failure(validate.error)}
              </Alert>
            )}
          </Stack>
        </Paper>

        {report && report.errores.length > 0 && <IssuesTable errores={report.errores} filas={report.filas} />}

        {report && report.errores.length === 0 && !created && (
          <Paper withBorder radius="md" p="md">
            <Text fw={600} mb="sm">
              3. RA a crear
            </Text>
            <RasTable ras={report.ras} />
            {confirm.isError && !isRepeat(confirm.error) && (
              <Alert color="red" variant="light" role="alert" mt="sm">
                {failure(confirm.error)}
              </Alert>
            )}
            {repeat ? (
              <RepeatWarning
                message={repeat}
                pending={confirm.isPending}
                onImportAnyway={() => submit(true)}
                onCancel={() => choose(null)}
              />
            ) : (
              <Group justify="flex-end" mt="md">
                <Button
                  loading={confirm.isPending}
                  onClick={() => submit(false)}
                  leftSection={<IconCircleCheck size={18} />}
                >
                  Confirmar importación
                </Button>
              </Group>
            )}
          </Paper>
        )}

        {created && (
          <Paper withBorder radius="md" p="md">
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} mb="md" role="status">
              {ids.length === 1 ? 'Se creó 1 RA' : `Se crearon ${ids.length} RA`},{' '}
              {STATES.find((s) => s.value === estado)?.done}.
            </Alert>
            <RasTable ras={created.ras} />
            {labels.isError && (
              <Text c="red" size="sm" mt="xs" role="alert">
                {failure(labels.error)}
              </Text>
            )}
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => choose(null)}>
                Importar otra planilla
              </Button>
              <Button
                leftSection={<IconTags size={18} />}
                loading={labels.isPending}
                onClick={() =>
                  labels.mutate(ids, { onSuccess: (blob) => saveBlob(blob, IMPORT_LABELS_NAME) })
                }
              >
                Imprimir etiquetas
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </>
  );
}
