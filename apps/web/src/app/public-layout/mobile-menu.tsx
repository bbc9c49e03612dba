// The drawer's styles come with it (the public first load has only components/styles/public-styles.ts).
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Anchor, Button, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { Logo } from '../logo.tsx';
import { headerLinks } from './header-links.ts';

type MobileMenuProps = {
  opened: boolean;
  onClose: () => void;
  loggedIn: boolean;
  isAdmin: boolean;
  onSignOut: () => void;
};

/** The phone's menu drawer (its own chunk, downloaded when the burger is first pressed). */
export default function MobileMenu({ opened, onClose, loggedIn, isAdmin, onSignOut }: MobileMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      title={<Logo />}
      hiddenFrom="sm"
      position="right"
      closeButtonProps={{ 'aria-label': 'Close the menu' }}
    >
      <Stack component="nav" aria-label="Main" gap="md">
        {headerLinks.map((link) => (
          <Anchor key={link.label} component={Link} to={link.to} c="dark" fw={500} onClick={onClose}>
            {link.label}
          </Anchor>
        ))}
        {loggedIn ? (
          <>
            {isAdmin && (
              <Anchor component={Link} to={paths.adminHome} onClick={onClose}>
                Administrator
              </Anchor>
            )}
            <Anchor component={Link} to={paths.customer('orders')} onClick={onClose}>
              My Orders
            </Anchor>
            <Anchor component={Link} to={paths.customer('payments')} onClick={onClose}>
              My Payments
            </Anchor>
            <Anchor component={Link} to={paths.customer('rides')} onClick={onClose}>
              My Rides
            </Anchor>
            <Anchor component={Link} to={paths.customer('complaints')} onClick={onClose}>
              My Complaints
            </Anchor>
            <Anchor component={Link} to={paths.customer('ratings')} onClick={onClose}>
              My Ratings
            </Anchor>
            <Anchor component={Link} to={paths.customer('wallets')} onClick={onClose}>
              My Wallet
            </Anchor>
            <Button variant="light" onClick={onSignOut} leftSection={<IconLogout size={16} />}>
              Sign Out
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to={paths.login()} variant="light" onClick={onClose}>
              Sign In
            </Button>
            <Button component={Link} to={paths.register} onClick={onClose}>
              Register
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
