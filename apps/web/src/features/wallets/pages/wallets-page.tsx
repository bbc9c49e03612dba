import { WalletsScreen } from '../admin/wallets-screen.tsx';

/** spec 001 §2: /admin/wallets, the wallet transactions. */
export default function WalletsPage() {
  return <WalletsScreen />;
}
