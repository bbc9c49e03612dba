import '../../components/styles/all-styles.ts';
import {
  AppShell,
  Box,
  Burger,
  Divider,
  Drawer,
  Group,
  Loader,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { AlertArea } from '../../components/alert-area.tsx';
import { ColorSchemeSwitch } from '../../components/color-scheme-switch.tsx';
import { FileToolsProvider } from '../../components/files/file-tools-provider.tsx';
import { canMakeCall } from '../../components/screen/index.ts';
import { HeaderSearch } from '../../features/search/header-search.tsx';
import { paths } from '../../lib/paths.ts';
import { signOutToHome } from '../../lib/sign-out.ts';
import { useMyAdminEndPoints } from '../../lib/use-my-admin-endpoints.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { fullName, useSession } from '../../lib/use-session.ts';
import { Logo } from '../logo.tsx';
import { shellTitleAt, visibleMenu } from './admin-menu.ts';
import { AdminNav } from './admin-nav.tsx';
import { CustomerNav } from './customer-nav.tsx';

// spec 000 §9: sidebar 280 px wide; below 576 px it is an off-canvas drawer.
export const SIDEBAR_WIDTH = 280;
const MOBILE_QUERY = '(max-width: 575.98px)';

export function AdminShell() {
  const { pathname } = useLocation();
  const current = useSession();
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const [desktopOpen, desktop] = useDisclosure(true);
  const [drawerOpen, drawer] = useDisclosure(false);
  const endpoints = useMyAdminEndPoints();
  // A customer reaches the shell only on an order invoice (spec 000 §2.2): their own lists, not the back office's.
  const isAdmin = Boolean(current.user?.HasAdminRole);
  const groups = useMemo(() => {
    const caller = { user: current.user, endpoints: endpoints.data ?? [] };
    // An item's screen lists what its endpoint's view right shows: without that right it would only refuse.
    return visibleMenu(
      new Set(caller.endpoints.filter((e) => e.CanView).map((e) => e.Id)),
      (call) => canMakeCall(call, caller) === 'allowed',
    );
  }, [endpoints.data, current.user]);
  const title = shellTitleAt(pathname);
  usePageTitle(title);

  const sidebar = (onNavigate?: () => void) => (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%' }} p="sm">
      <Box px="xs" pb="sm">
        <Logo to={isAdmin ? paths.adminHome : paths.home} />
      </Box>
      <Divider mb="sm" />
      {/* Loading only while asking: a customer on an invoice (spec 000 §2.2) asks nothing, so has no spinner. */}
      {endpoints.isLoading ? (
        <Loader size="sm" m="md" aria-label="Loading menu" />
      ) : isAdmin ? (
        <AdminNav groups={groups} pathname={pathname} onNavigate={onNavigate} />
      ) : (
        <CustomerNav onNavigate={onNavigate} />
      )}
      <Divider my="sm" />
      <Group gap="xs" px="xs" wrap="nowrap">
        <IconUserCircle size={22} aria-hidden />
        <Text size="sm" fw={600} truncate data-testid="admin-user-name">
          {fullName(current.user)}
        </Text>
      </Group>
      {isAdmin ? (
        // Issue 29 §3: one's own second factor.
        <UnstyledButton
          component={Link}
          to={paths.adminSecurity}
          onClick={onNavigate}
          px="xs"
          py={8}
          mt={4}
          style={{ display: 'flex', gap: 8, alignItems: 'center' }}
        >
          <IconShieldLock size={20} aria-hidden />
          <Text size="sm">Sign-in Security</Text>
        </UnstyledButton>
      ) : null}
      <UnstyledButton
        onClick={signOutToHome}
        px="xs"
        py={8}
        mt={4}
        style={{ display: 'flex', gap: 8, alignItems: 'center' }}
      >
        <IconLogout size={20} aria-hidden />
        <Text size="sm">Sign Out</Text>
      </UnstyledButton>
    </Box>
  );

  return (
    <ModalsProvider>
      <FileToolsProvider>
        <AppShell
          header={{ height: 60 }}
          navbar={{
            width: SIDEBAR_WIDTH,
            breakpoint: 'xs',
            collapsed: { mobile: true, desktop: !desktopOpen },
          }}
          padding="md"
        >
          <AppShell.Header>
            <Group h="100%" px="md" gap="sm" wrap="nowrap">
              <Burger
                opened={isMobile ? drawerOpen : desktopOpen}
                onClick={isMobile ? drawer.toggle : desktop.toggle}
                size="sm"
                aria-label={isMobile ? 'Open the menu' : desktopOpen ? 'Hide the menu' : 'Show the menu'}
              />
              <Title
                order={1}
                size="h4"
                style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {title}
              </Title>
              <Group ml="auto" gap="xs" wrap="nowrap">
                {/* Issue 32: the one search box, for administrators (not a customer on an invoice). */}
                {isAdmin ? <HeaderSearch compact={isMobile} /> : null}
                <ColorSchemeSwitch />
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar>{sidebar()}</AppShell.Navbar>
          <Drawer
            opened={isMobile && drawerOpen}
            onClose={drawer.close}
            size={SIDEBAR_WIDTH}
            padding={0}
            withCloseButton={false}
            title={null}
          >
            <Box h="100dvh">{sidebar(drawer.close)}</Box>
          </Drawer>
          <AppShell.Main>
            <AlertArea />
            <Outlet />
          </AppShell.Main>
        </AppShell>
      </FileToolsProvider>
    </ModalsProvider>
  );
}
