// The menu's styles come with it (the public first load has only components/styles/public-styles.ts).
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Button, Menu } from '@mantine/core';
import {
  IconCar,
  IconChevronDown,
  IconCreditCard,
  IconLogout,
  IconMessageReport,
  IconReceipt,
  IconShieldLock,
  IconStar,
  IconUserCircle,
  IconWallet,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The signed-in person's My Account menu (its own chunk: a visitor never downloads the menu's popover). */
export default function AccountMenu({ isAdmin, onSignOut }: { isAdmin: boolean; onSignOut: () => void }) {
  return (
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
        {isAdmin && (
          <Menu.Item component={Link} to={paths.adminHome} leftSection={<IconShieldLock size={16} />}>
            Administrator
          </Menu.Item>
        )}
        {/* spec 001 §1 and §2: the customer area's own orders (their invoices) and payments. */}
        <Menu.Item component={Link} to={paths.customer('orders')} leftSection={<IconReceipt size={16} />}>
          My Orders
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.customer('payments')}
          leftSection={<IconCreditCard size={16} />}
        >
          My Payments
        </Menu.Item>
        {/* Issue 30: the person's own rides, and the complaints they made about them. */}
        <Menu.Item component={Link} to={paths.customer('rides')} leftSection={<IconCar size={16} />}>
          My Rides
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.customer('complaints')}
          leftSection={<IconMessageReport size={16} />}
        >
          My Complaints
        </Menu.Item>
        {/* spec 001 §2: the customer area's Rating Activities, the ratings the person received. */}
        <Menu.Item component={Link} to={paths.customer('ratings')} leftSection={<IconStar size={16} />}>
          My Ratings
        </Menu.Item>
        {/* spec 001 §2: the customer area's wallet: balance, top-up, transactions. */}
        <Menu.Item component={Link} to={paths.customer('wallets')} leftSection={<IconWallet size={16} />}>
          My Wallet
        </Menu.Item>
        <Menu.Item onClick={onSignOut} leftSection={<IconLogout size={16} />}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
