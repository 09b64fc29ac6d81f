import {
  billingMessages,
  type ClientCredit,
  CTACTE_INVOICING,
  CTACTE_INVOICING_LABELS,
  formatPesos,
  GIRO_MAX,
  INVOICE_DETAIL_LABELS,
  INVOICE_DETAILS,
} from '@carga/domain';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { hasMenu, useRequiredSession } from '../../../api/session.ts';
import { ClpInput } from '../../../ui/ClpInput.tsx';
import { useFormNotices } from '../../../ui/form-notices.tsx';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useClientCredit, useSaveClientCredit } from './credit-api.ts';
import { type CreditValues, creditFromStored, creditPayload, validateCredit } from './credit-form.ts';

/**
 * 'Crédito' (issue 33): whether the client buys on cuenta corriente, up to what limit and with how many days
 * to pay, and what it owes today. Only for FIN-COBRANZA; nothing is shown to anyone else.
 */
export function CreditSection({ clientId }: { clientId: number }) {
  const session = useRequiredSession();
  const allowed = hasMenu(session, 'FIN-COBRANZA');
  const credit = useClientCredit(clientId, allowed);
  if (!allowed) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Crédito">
      <Stack gap="md">
        <Title order={3} size="h4">
          Crédito
        </Title>
        {credit.error ? (
          <LoadError error={credit.error} />
        ) : !credit.data ? (
          <Loading />
        ) : (
          <CreditForm key={clientId} clientId={clientId} stored={credit.data} />
        )}
      </Stack>
    </Paper>
  );
}

function CreditForm({ clientId, stored }: { clientId: number; stored: ClientCredit }) {
  const save = useSaveClientCredit(clientId);
  const form = useForm<CreditValues>({
    mode: 'controlled',
    initialValues: creditFromStored(stored),
    validate: validateCredit,
    validateInputOnBlur: true,
  });
  const notices = useFormNotices(form);
  const submit = form.onSubmit((values) =>
    save.mutate(creditPayload(values), {
      onSuccess: (saved) => {
        form.setInitialValues(creditFromStored(saved));
        form.setValues(creditFromStored(saved));
      },
      onError: notices.fail,
    }),
  );
  const ctacte = form.values.sindctacte;
  return (
    <form onSubmit={submit} noValidate aria-label="Crédito del cliente">
      <Stack gap="sm">
        <Switch
          label="Cuenta corriente"
          description="Sus RA se facturan después, hasta el límite de crédito"
          {...form.getInputProps('sindctacte', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <ClpInput
            label="Límite de crédito"
            leftSection="$"
            disabled={!ctacte}
            {...form.getInputProps('nlimitecredito')}
          />
          <TextInput
            label="Días de pago"
            inputMode="numeric"
            autoComplete="off"
            disabled={!ctacte}
            {...form.getInputProps('ndiaspago')}
          />
          <TextInput label="Saldo actual" value={formatPesos(stored.nsaldo)} readOnly variant="filled" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Facturación de la cuenta corriente"
            description="Cómo se agrupan sus RA en facturas"
            data={CTACTE_INVOICING.map((value) => ({ value, label: CTACTE_INVOICING_LABELS[value] }))}
            allowDeselect={false}
            disabled={!ctacte}
            {...form.getInputProps('sfacturactacte')}
          />
          <Select
            label="Detalle"
            description="Sobre 60 RA, una línea de resumen"
            data={INVOICE_DETAILS.map((value) => ({ value, label: INVOICE_DETAIL_LABELS[value] }))}
            allowDeselect={false}
            disabled={!ctacte}
            {...form.getInputProps('sdetallefactura')}
          />
          <TextInput
            label="Giro"
            description="El que nombran sus facturas"
            maxLength={GIRO_MAX}
            autoComplete="off"
            {...form.getInputProps('sgiro')}
          />
        </SimpleGrid>
        {stored.sindexcedido === 'S' && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            <Text size="sm">
              {billingMessages.overCreditLimit(
                formatPesos(stored.nsaldo),
                formatPesos(stored.nlimitecredito),
              )}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!form.isDirty()}
            leftSection={<IconDeviceFloppy size={16} />}
          >
            Guardar crédito
          </Button>
        </Group>
      </Stack>
      {notices.modal}
    </form>
  );
}
