import { SIGN_IN_MAX_LENGTH, signInNameError, signInPasswordError } from '@carga/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconTruckDelivery } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../api/session.ts';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { useLogin } from '../api.ts';
import classes from './LoginPage.module.css';

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const login = useLogin();
  const [forgotOpen, forgot] = useDisclosure(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    // loginRequest's rules without Zod, which would be most of the first download (domain rules/sign-in.ts).
    validate: { username: signInNameError, password: signInPasswordError },
    validateInputOnChange: true,
  });

  if (session) return <Navigate to="/dashboard" replace />;

  const valid = !signInNameError(form.values.username) && !signInPasswordError(form.values.password);
  const submit = form.onSubmit((values) => login.mutate(values, { onSuccess: () => navigate('/dashboard') }));

  return (
    <div className={classes.page}>
      <div className={classes.hero}>
        <IconTruckDelivery size={56} stroke={1.4} />
        <Title order={1} className={classes.heroTitle}>
          Expertos en logística nacional e internacional
        </Title>
        <Text className={classes.heroText}>
          Recepción, bodega y despacho de carga entre Santiago y Punta Arenas.
        </Text>
      </div>
      <Box className={classes.formSide}>
        <form onSubmit={submit} className={classes.form} noValidate>
          <Stack gap="md">
            <Title order={2}>Iniciar sesión</Title>
            <TextInput
              label="Usuario"
              autoComplete="username"
              autoFocus
              maxLength={SIGN_IN_MAX_LENGTH.username}
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Contraseña"
              autoComplete="current-password"
              maxLength={SIGN_IN_MAX_LENGTH.password}
              {...form.getInputProps('password')}
            />
            {login.error && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {login.error.message}
              </Alert>
            )}
            <Button type="submit" disabled={!valid} loading={login.isPending} fullWidth>
              Iniciar sesión
            </Button>
            <DisabledReason ta="center" reason={valid ? null : 'Ingrese su usuario y su contraseña.'} />
            <Anchor component="button" type="button" size="sm" onClick={forgot.open} ta="center">
              Olvidaste tu contraseña
            </Anchor>
          </Stack>
        </form>
      </Box>
      <Modal opened={forgotOpen} onClose={forgot.close} title="Olvidaste tu contraseña" centered>
        <Text>
          Comuníquese con el administrador del sistema: él puede asignarle una contraseña nueva desde la
          configuración de usuarios.
        </Text>
      </Modal>
    </div>
  );
}
