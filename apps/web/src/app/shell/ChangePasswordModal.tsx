import { changePasswordRequest } from '@carga/domain';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useChangePassword } from '../../features/auth/api.ts';
import { zodResolver } from '../../ui/zod-resolver.ts';

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { oldPassword: '', newPassword: '' },
    validate: zodResolver(changePasswordRequest),
  });

  // Closing the modal clears the form (spec 1 section 4).
  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => change.mutate(values, { onSuccess: () => form.reset() }));

  return (
    <Modal opened={opened} onClose={close} title="Cambiar contraseña" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            {...form.getInputProps('oldPassword')}
          />
          <PasswordInput
            label="Contraseña nueva"
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          {change.isSuccess && (
            <Alert color="green" icon={<IconCheck size={18} />} role="status">
              {change.data.message}
            </Alert>
          )}
          {change.error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {change.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Cambiar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
