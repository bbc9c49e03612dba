import { Button, Group } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { calls, formatNaira } from '@wayfare/contracts';
import { useState } from 'react';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import { ListScreen } from '../../components/screen/index.ts';
import { callQuery } from '../../lib/call-query.ts';
import { BuyPackage } from './buy-package.tsx';
import { TopUpDialog } from './top-up-dialog.tsx';
import { useTopUpReturn } from './use-top-up-return.ts';
import { useWalletActions } from './use-wallet-actions.tsx';
import { myWalletColumns } from './wallet-columns.tsx';
import { WalletMessageModal } from './wallet-message-modal.tsx';

export const MY_WALLET = 'My Wallet';

/**
 * spec 001 §2 (customer mode) and issue 18 §5: /teacher/wallets: the Top Up button with the balance,
 * the Fund Wallet form paid on the provider's checkout, the person's own transactions and, for a driver,
 * Buy Package. Withdraw waits for the server's withdrawal calls.
 */
export function MyWalletScreen() {
  useTopUpReturn();
  const wallet = useQuery(callQuery(calls.Wallet.GetMyWallet));
  const list = useListPage({ call: calls.Wallet.GetMyWalletTransactions });
  const [toppingUp, setToppingUp] = useState(false);
  const { actionsOf, statusOf, shown, closeMessage } = useWalletActions({ admin: false });
  const balance = wallet.data ? formatNaira(wallet.data.Balance) : '…';
  return (
    <>
      <Group mb="md">
        <Button
          leftSection={<IconWallet size={18} />}
          onClick={() => setToppingUp(true)}
          aria-label={`Top Up (balance ${balance})`}
        >
          Top Up · {balance}
        </Button>
      </Group>
      <ListScreen list={list} label={MY_WALLET} columns={myWalletColumns(actionsOf, statusOf)} />
      <BuyPackage />
      <TopUpDialog opened={toppingUp} onClose={() => setToppingUp(false)} />
      <WalletMessageModal row={shown} onClose={closeMessage} />
    </>
  );
}
