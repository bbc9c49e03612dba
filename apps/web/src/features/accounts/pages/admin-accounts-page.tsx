import { AccountsScreen } from '../accounts-screen.tsx';

/** spec 001 §2: /admin/accounts, the accounts screen of administrators. */
export default function AdminAccountsPage() {
  return <AccountsScreen kind="admin" />;
}
