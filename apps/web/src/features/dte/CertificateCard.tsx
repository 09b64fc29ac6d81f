import { type DteCertificate, dteMessages, formatDate } from '@carga/domain';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCertificate } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { InfoGrid, InfoItem } from '../../ui/InfoGrid.tsx';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { errorMessage } from '../../ui/MessageModal.tsx';
import { useDteCertificate, useUploadCertificate } from './api.ts';
import { fileAsBase64 } from './files.ts';

/** The digital certificate: who it names and until when, and its replacement (.p12/.pfx and password). */
export function CertificateCard() {
  const certificate = useDteCertificate();
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Certificado digital
        </Title>
        {certificate.data?.sindprueba === 'S' && <Badge color="orange">Certificado de prueba</Badge>}
      </Group>
      {certificate.isPending ? (
        <Loading />
      ) : certificate.isError ? (
        <LoadError error={certificate.error} onRetry={() => certificate.refetch()} />
      ) : (
        <Stack gap="md">
          <CurrentCertificate certificate={certificate.data} />
          <UploadCertificate />
        </Stack>
      )}
    </Paper>
  );
}

function CurrentCertificate({ certificate }: { certificate: DteCertificate }) {
  if (!certificate)
    return (
      <Text size="sm" c="dimmed">
        {dteMessages.certificateMissing}
      </Text>
    );
  return (
    <Stack gap="sm">
      {certificate.saviso && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">{certificate.saviso}</Text>
        </Alert>
      )}
      <InfoGrid>
        <InfoItem label="Titular" fullRow>
          {certificate.ssujeto}
        </InfoItem>
        <InfoItem label="RUT del titular">{certificate.srut ?? 'No indicado'}</InfoItem>
        <InfoItem label="Vigente desde">{formatDate(certificate.dvigenciadesde)}</InfoItem>
        <InfoItem label="Vigente hasta">{formatDate(certificate.dvigenciahasta)}</InfoItem>
      </InfoGrid>
    </Stack>
  );
}

function UploadCertificate() {
  const upload = useUploadCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem(dteMessages.certificateRequired);
    if (!password) return setProblem(dteMessages.certificatePasswordRequired);
    upload.mutate(
      { sarchivo: await fileAsBase64(file), sclave: password },
      {
        onSuccess: () => {
          setFile(null);
          setPassword('');
        },
      },
    );
  };

  const error = problem ?? (upload.error ? errorMessage(upload.error) : null);
  return (
    <form onSubmit={submit} noValidate aria-label="Cargar certificado digital">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FileInput
            label="Certificado digital (.p12 o .pfx)"
            placeholder="Seleccione el archivo"
            accept=".p12,.pfx,application/x-pkcs12"
            leftSection={<IconCertificate size={18} />}
            value={file}
            onChange={(next) => {
              upload.reset();
              setProblem(null);
              setFile(next);
            }}
            clearable
          />
          <PasswordInput
            label="Contraseña del certificado"
            value={password}
            onChange={(event) => {
              upload.reset();
              setPassword(event.currentTarget.value);
            }}
            autoComplete="off"
          />
        </SimpleGrid>
        {error && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title="No fue posible cargar el certificado"
          >
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={upload.isPending}>
            Cargar certificado
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
