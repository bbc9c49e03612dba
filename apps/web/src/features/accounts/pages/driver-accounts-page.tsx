import { AccountsScreen } from '../accounts-screen.tsx';

/** spec 001 §2: /admin/drivers, the accounts screen of drivers. */
export default function DriverAccountsPage() {
  return <AccountsScreen kind="driver" />;
}
