import { AccountsScreen } from '../accounts-screen.tsx';

/** spec 001 §2: /admin/users, the accounts screen of everyone else (riders). */
export default function UserAccountsPage() {
  return <AccountsScreen kind="user" />;
}
