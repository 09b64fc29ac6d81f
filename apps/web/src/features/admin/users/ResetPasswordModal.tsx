import { messages, newPasswordSchema, z } from '@carga/domain';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { DisabledReason, invalidFormReason } from '../../../ui/DisabledReason.tsx';
import { zodResolver } from '../../../ui/zod-resolver.ts';
import { useResetPassword } from '../api.ts';

const schema = z
  .object({ password: newPasswordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { message: messages.passwordsDiffer, path: ['repeat'] });

/** 'Restablecer contraseña': the administrator sets a new one; the user's sessions all end. */

/** The fields as the modal names them, for the reason 'Restablecer' is disabled. */
const RESET_LABELS: Record<string, string> = { password: 'Contraseña nueva', repeat: 'Repetir contraseña' };

export function ResetPasswordModal({
  userId,
  username,
  opened,
  onClose,
}: {
  userId: number;
  username: string;
  opened: boolean;
  onClose: () => void;
}) {
  const reset = useResetPassword(userId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', repeat: '' },
    validate: zodResolver(schema),
    validateInputOnBlur: true,
  });
  const valid = schema.safeParse(form.values).success;

  // Closing clears the form, as the change-password modal does.
  const close = () => {
    form.reset();
    reset.reset();
    onClose();
  };

  const submit = form.onSubmit((values) =>
    reset.mutate({ password: values.password }, { onSuccess: () => form.reset() }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Restablecer contraseña" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            Nueva contraseña para <b>{username}</b>. Se cerrarán todas las sesiones abiertas del usuario.
          </Text>
          <PasswordInput
            label="Contraseña nueva"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Repetir contraseña"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('repeat')}
          />
          {reset.isSuccess && (
            <Alert color="green" icon={<IconCheck size={18} />} role="status">
              {reset.data.message}
            </Alert>
          )}
          {reset.error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {reset.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <DisabledReason
              reason={valid ? null : invalidFormReason(zodResolver(schema)(form.values), RESET_LABELS)}
            />
            <Button variant="default" onClick={close}>
              Cerrar
            </Button>
            <Button type="submit" disabled={!valid} loading={reset.isPending}>
              Restablecer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
