import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

// spec 001 §1 and §2: the customer area's orders and payments, where an invoice's customer goes next.
const links = [
  { to: paths.home, label: 'Home' },
  { to: paths.customer('orders'), label: 'My Orders' },
  { to: paths.customer('payments'), label: 'My Payments' },
  { to: paths.customer('wallets'), label: 'My Wallet' },
  { to: paths.customer('rides'), label: 'My Rides' },
  { to: paths.customer('complaints'), label: 'My Complaints' },
];

/** The shell's menu for a customer, who opens it only on an order invoice (spec 000 §2.2). */
export function CustomerNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack gap={2} style={{ flex: 1 }} component="nav" aria-label="Customer menu">
      {links.map((link) => (
        <NavLink key={link.to} component={Link} to={link.to} label={link.label} onClick={onNavigate} />
      ))}
    </Stack>
  );
}
