import { AppShell, Drawer, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome, IconMenu2, IconTruck, IconTruckDelivery } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { isCustomerSession, useRequiredSession } from '../../api/session.ts';
import { DashboardCardsContext } from '../../features/dashboard/dashboard-cards.ts';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { dashboardCards } from '../cards.ts';
import classes from './AppLayout.module.css';
import { LocationSelect } from './LocationSelect.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

export function AppLayout() {
  const session = useRequiredSession();
  const isMobile = useIsMobile();
  const [drawerOpen, drawer] = useDisclosure(false);
  const customer = isCustomerSession(session);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={isMobile ? undefined : { width: 250, breakpoint: 0 }}
      footer={isMobile ? { height: 64 } : undefined}
      padding={isMobile ? 'sm' : 'lg'}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={isMobile ? 'sm' : 'md'} justify="space-between" wrap="nowrap" gap="sm">
          {isMobile && customer ? (
            // A customer has no selector: its name takes the row's width and its RUT goes under it, so
            // neither is cut at 390 px.
            <Stack gap={2} miw={0} style={{ flex: 1 }}>
              <Text fw={600} size="sm" lh={1.2} lineClamp={2}>
                Hola, {session.nombre}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} className={classes.rut}>
                Rut usuario: <b>{session.rut}</b>
              </Text>
            </Stack>
          ) : isMobile ? (
            // Takes what the selector and the avatar leave, and wraps to two short lines before cutting.
            <Text fw={600} size="sm" lineClamp={2} lh={1.2} miw={0} style={{ flex: 1 }}>
              Hola, {session.nombre}
            </Text>
          ) : (
            <Link to="/dashboard/welcome" className={classes.brand}>
              <IconTruckDelivery size={28} />
              <Title order={3}>Carga</Title>
            </Link>
          )}
          <Group gap="sm" wrap="nowrap">
            {customer ? (
              !isMobile && (
                <Text size="sm" c="dimmed" className={classes.rut}>
                  Rut usuario: <b>{session.rut}</b>
                </Text>
              )
            ) : (
              <LocationSelect />
            )}
            <UserMenu compact={isMobile} />
          </Group>
        </Group>
      </AppShell.Header>

      {!isMobile && (
        <AppShell.Navbar>
          <SideMenu />
        </AppShell.Navbar>
      )}

      <AppShell.Main className={classes.main}>
        {/* The dashboard's pages take their cards from the screen table through the shell. */}
        <DashboardCardsContext.Provider value={dashboardCards}>
          <Outlet />
        </DashboardCardsContext.Provider>
      </AppShell.Main>

      {isMobile && (
        <AppShell.Footer className={classes.footer}>
          <FooterBar customer={customer} onMenu={drawer.open} />
        </AppShell.Footer>
      )}

      <Drawer opened={drawerOpen} onClose={drawer.close} title="Menú" size="85%" padding="xs">
        <SideMenu onNavigate={drawer.close} />
      </Drawer>
    </AppShell>
  );
}

function FooterBar({ customer, onMenu }: { customer: boolean; onMenu: () => void }) {
  const { pathname } = useLocation();
  const items = [
    { label: 'Inicio', to: '/dashboard/welcome', icon: IconHome },
    ...(customer ? [{ label: 'Mis cargas', to: '/dashboard/cargas', icon: IconTruck }] : []),
  ];
  return (
    <nav className={classes.footerNav} aria-label="Navegación inferior">
      {items.map((item) => (
        <UnstyledButton
          key={item.to}
          component={Link}
          to={item.to}
          className={classes.footerItem}
          data-active={pathname === item.to || undefined}
        >
          <item.icon size={22} />
          <span>{item.label}</span>
        </UnstyledButton>
      ))}
      <UnstyledButton className={classes.footerItem} onClick={onMenu}>
        <IconMenu2 size={22} />
        <span>Menú</span>
      </UnstyledButton>
    </nav>
  );
}
