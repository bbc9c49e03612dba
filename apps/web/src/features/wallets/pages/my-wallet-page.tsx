import { Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { MY_WALLET, MyWalletScreen } from '../my-wallet/my-wallet-screen.tsx';

/** spec 001 §1 and §2: /teacher/wallets, the customer's wallet. A public-layout page: its own heading. */
export default function MyWalletPage() {
  usePageTitle(MY_WALLET);
  return (
    <section>
      <Title order={1} size="h2" mb="md">
        {MY_WALLET}
      </Title>
      <MyWalletScreen />
    </section>
  );
}
