import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconKey, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../api/session.ts';
import { logout } from '../../features/auth/api.ts';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export function UserMenu({ compact }: { compact: boolean }) {
  const session = useRequiredSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [passwordOpen, password] = useDisclosure(false);

  const signOut = async () => {
    await logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="Menú de usuario">
            <Group gap={8} wrap="nowrap">
              <Avatar color="blue" radius="xl" size={compact ? 32 : 36}>
                {initials(session.nombre)}
              </Avatar>
              {!compact && (
                <Text size="sm" fw={500} lineClamp={1}>
                  {session.nombre}
                </Text>
              )}
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{session.nombre}</Menu.Label>
          <Menu.Item leftSection={<IconKey size={16} />} onClick={password.open}>
            Cambiar contraseña
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
            Cerrar sesión
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpen} onClose={password.close} />
    </>
  );
}
