import { type AssociatedDocument, LIMITS, messages } from '@carga/domain';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ClpInput } from '../../../../ui/ClpInput.tsx';
import { DayInput } from '../../../../ui/DayInput.tsx';
import { applyFieldErrors } from '../../../../ui/form-notices.tsx';
import { formatDate, todayIso } from '../../../../ui/format.ts';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { DocumentHead, DocumentRows, documentValue } from '../../documents/DocumentRows.tsx';
import { useAddDocument, useDeleteDocument, useDocuments } from '../api.ts';
import { useErrorModal } from '../ErrorModal.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { StepGate } from '../StepGate.tsx';
import { stepPath } from '../steps.ts';
import { WizardLayout } from '../WizardLayout.tsx';
import { wizardStore } from '../wizard-store.ts';
import { type DocumentValues, documentPayload, emptyDocument, validateDocument } from './step-four-form.ts';

export function StepFourPage() {
  return <StepGate step={4}>{(raId) => <StepFour raId={raId!} />}</StepGate>;
}

function StepFour({ raId }: { raId: number }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const errors = useErrorModal();
  const documents = useDocuments(raId);
  const add = useAddDocument(raId);
  const remove = useDeleteDocument(raId);
  const form = useForm<DocumentValues>({
    mode: 'controlled',
    initialValues: emptyDocument(),
    validate: (values) => validateDocument(values),
  });
  const v = form.values;

  const submit = form.onSubmit((values) =>
    add.mutate(documentPayload(values), {
      onSuccess: () => form.setValues({ ...emptyDocument(), scodtipodocumento: values.scodtipodocumento }),
      onError: (error) => {
        applyFieldErrors(form, error);
        errors.showError(error, { title: 'Agregar documento', message: messages.documentAddFailed });
      },
    }),
  );

  const deleteDocument = (doc: AssociatedDocument) =>
    remove.mutate(doc.niddocumento, { onError: (error) => errors.showError(error) });

  const list = documents.data?.documentoList ?? [];
  const deleteButton = (doc: AssociatedDocument) => (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={`Eliminar documento ${doc.sidentificadordocumento}`}
      loading={remove.isPending && remove.variables === doc.niddocumento}
      onClick={() => deleteDocument(doc)}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );

  let body: ReactNode;
  if (documents.error) {
    body = (
      <LoadFailed error={documents.error} showError={errors.showError} onRetry={() => documents.refetch()} />
    );
  } else if (list.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="md">
        No hay documentos adjuntos
      </Text>
    );
  } else if (isMobile) {
    body = (
      <Stack gap="xs">
        {list.map((doc) => (
          <Paper key={doc.niddocumento} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>N° {doc.sidentificadordocumento}</Text>
                <Text size="sm">{doc.sdestipodocumento}</Text>
                <Text size="sm" c="dimmed">
                  {formatDate(doc.dfecdocumento)} · {documentValue(doc)}
                </Text>
              </div>
              {deleteButton(doc)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table striped highlightOnHover withTableBorder>
        <DocumentHead actions />
        <DocumentRows documents={list} actions={deleteButton} />
      </Table>
    );
  }

  return (
    <WizardLayout
      step={4}
      loading={documents.isPending}
      onContinue={() => {
        wizardStore.completeStep(4);
        navigate(stepPath(5));
      }}
    >
      <Stack gap="md">
        <Fieldset legend="Agregar documento">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Select
                  label="Tipo de documento"
                  withAsterisk
                  placeholder="Seleccione una opción"
                  allowDeselect={false}
                  data={(documents.data?.tipoDocumentoList ?? []).map((o) => ({
                    value: o.scodparametro01,
                    label: o.sdeslargo01,
                  }))}
                  {...form.getInputProps('scodtipodocumento')}
                  value={v.scodtipodocumento || null}
                />
                <TextInput
                  label="Número"
                  withAsterisk
                  inputMode="numeric"
                  maxLength={LIMITS.documentNumber}
                  {...form.getInputProps('sidentificadordocumento')}
                />
                <DayInput
                  label="Fecha"
                  withAsterisk
                  maxDate={todayIso()}
                  value={v.dfecdocumento}
                  onChange={(value) => form.setFieldValue('dfecdocumento', value)}
                  error={form.errors.dfecdocumento}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Switch
                  label="Sin valor"
                  mt={{ base: 0, sm: 30 }}
                  checked={v.sinValor}
                  onChange={(event) => {
                    form.setFieldValue('sinValor', event.currentTarget.checked);
                    if (event.currentTarget.checked) {
                      form.setFieldValue('nvalordocumento', '');
                      form.clearFieldError('nvalordocumento');
                    }
                  }}
                />
                <ClpInput
                  label="Valor (CLP)"
                  leftSection="$"
                  disabled={v.sinValor}
                  {...form.getInputProps('nvalordocumento')}
                />
                <Group align="flex-end" justify={isMobile ? 'stretch' : 'flex-end'}>
                  <Button
                    type="submit"
                    leftSection={<IconPlus size={16} />}
                    loading={add.isPending}
                    fullWidth={isMobile}
                  >
                    Agregar
                  </Button>
                </Group>
              </SimpleGrid>
            </Stack>
          </form>
        </Fieldset>
        {body}
      </Stack>
      {errors.modal}
    </WizardLayout>
  );
}
