import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ColorSchemeSwitch } from '../../components/color-scheme-switch.tsx';
import { paths } from '../../lib/paths.ts';
import { signOutToHome } from '../../lib/sign-out.ts';
import { useSession } from '../../lib/use-session.ts';
import { Logo } from '../logo.tsx';
import { headerLinks } from './header-links.ts';

// Issue 20 §5: the menu's popover and the drawer (with their positioning and scroll-lock libraries) are not
// part of a public page's first load: the account menu comes for a signed-in person, the drawer on first use.
const AccountMenu = lazy(() => import('./account-menu.tsx'));
const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

export function PublicHeader() {
  const [opened, drawer] = useDisclosure(false);
  // Mounted from the first press of the burger on, so the drawer can play its closing transition.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const current = useSession();
  const loggedIn = Boolean(current.token) && !current.requireAuth;
  const isAdmin = Boolean(current.user?.HasAdminRole);
  const signOut = () => {
    drawer.close();
    signOutToHome();
  };

  const accountMenu = loggedIn ? (
    // The placeholder holds the button's place while its code arrives, so nothing moves.
    <Suspense fallback={<Box w={150} h={36} />}>
      <AccountMenu isAdmin={isAdmin} onSignOut={signOut} />
    </Suspense>
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
        // The scheme's own page colour and border (issue 32, dark mode).
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-body)',
        position: 'sticky',
        top: 0,
        zIndex: 100,
      }}
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
            {headerLinks.map((link) => (
              <Anchor key={link.label} component={Link} to={link.to} c="var(--mantine-color-text)" fw={500}>
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeSwitch />
            <Box visibleFrom="sm">{accountMenu}</Box>
          </Group>
          <Burger
            hiddenFrom="sm"
            opened={opened}
            onClick={() => {
              setDrawerWanted(true);
              drawer.toggle();
            }}
            aria-label="Open the menu"
          />
        </Group>
      </Container>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            opened={opened}
            onClose={drawer.close}
            loggedIn={loggedIn}
            isAdmin={isAdmin}
            onSignOut={signOut}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
