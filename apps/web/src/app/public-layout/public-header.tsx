import { Anchor, Box, Burger, Button, Container, Drawer, Group, Menu, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconLogout,
  IconShieldLock,
  IconStar,
  IconUserCircle,
  IconWallet,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { signOutToHome } from '../../lib/sign-out.ts';
import { useSession } from '../../lib/use-session.ts';
import { Logo } from '../logo.tsx';

// spec 000 §2.1: Home, How It Works, Benefits and Blog (anchors how_it_works and benefits).
const links = [
  { label: 'Home', to: paths.home },
  { label: 'How It Works', to: '/#how_it_works' },
  { label: 'Benefits', to: '/#benefits' },
  { label: 'Blog', to: paths.blog },
];

export function PublicHeader() {
  const [opened, drawer] = useDisclosure(false);
  const current = useSession();
  const loggedIn = Boolean(current.token) && !current.requireAuth;
  const signOut = () => {
    drawer.close();
    signOutToHome();
  };

  const accountMenu = loggedIn ? (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconUserCircle size={18} />}
          rightSection={<IconChevronDown size={14} />}
        >
          My Account
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {current.user?.HasAdminRole && (
          <Menu.Item component={Link} to={paths.adminHome} leftSection={<IconShieldLock size={16} />}>
            Administrator
          </Menu.Item>
        )}
        {/* spec 001 §2: the customer area's Rating Activities, the ratings the person received. */}
        <Menu.Item component={Link} to={paths.customer('ratings')} leftSection={<IconStar size={16} />}>
          My Ratings
        </Menu.Item>
        {/* spec 001 §2: the customer area's wallet: balance, top-up, transactions. */}
        <Menu.Item component={Link} to={paths.customer('wallets')} leftSection={<IconWallet size={16} />}>
          My Wallet
        </Menu.Item>
        <Menu.Item onClick={signOut} leftSection={<IconLogout size={16} />}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  ) : (
    <Group gap="xs">
      <Button component={Link} to={paths.login()} variant="subtle">
        Sign In
      </Button>
      <Button component={Link} to={paths.register}>
        Register
      </Button>
    </Group>
  );

  return (
    <Box
      component="header"
      py="sm"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: 'white',
        position: 'sticky',
        top: 0,
        zIndex: 100,
      }}
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
            {links.map((link) => (
              <Anchor key={link.label} component={Link} to={link.to} c="dark" fw={500}>
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Box visibleFrom="sm">{accountMenu}</Box>
          <Burger hiddenFrom="sm" opened={opened} onClick={drawer.toggle} aria-label="Open the menu" />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        size={280}
        title={<Logo />}
        hiddenFrom="sm"
        position="right"
        closeButtonProps={{ 'aria-label': 'Close the menu' }}
      >
        <Stack component="nav" aria-label="Main" gap="md">
          {links.map((link) => (
            <Anchor key={link.label} component={Link} to={link.to} c="dark" fw={500} onClick={drawer.close}>
              {link.label}
            </Anchor>
          ))}
          {loggedIn ? (
            <>
              {current.user?.HasAdminRole && (
                <Anchor component={Link} to={paths.adminHome} onClick={drawer.close}>
                  Administrator
                </Anchor>
              )}
              <Anchor component={Link} to={paths.customer('ratings')} onClick={drawer.close}>
                My Ratings
              </Anchor>
              <Anchor component={Link} to={paths.customer('wallets')} onClick={drawer.close}>
                My Wallet
              </Anchor>
              <Button variant="light" onClick={signOut} leftSection={<IconLogout size={16} />}>
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to={paths.login()} variant="light" onClick={drawer.close}>
                Sign In
              </Button>
              <Button component={Link} to={paths.register} onClick={drawer.close}>
                Register
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
