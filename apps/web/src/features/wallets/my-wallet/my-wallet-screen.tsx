import { Button, Group } from '@mantine/core';
import { IconBuildingBank, IconDeviceMobile, IconWallet } from '@tabler/icons-react';
import { formatNaira } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import { ListScreen } from '../../../components/screen/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useMyWallet } from '../api/get-my-wallet.ts';
import { BvnCard } from '../bvn/bvn-card.tsx';
import { CardsOnFile } from '../cards/cards-on-file.tsx';
import { MyPackageCard } from '../driving-package/my-package.tsx';
import { TopUpDialog } from '../fund/top-up-dialog.tsx';
import { OutstandingBalance } from '../outstanding/outstanding-balance.tsx';
import { useWalletActions } from '../transactions/use-wallet-actions.tsx';
import { myWalletColumns } from '../transactions/wallet-columns.tsx';
import { WalletMessageModal } from '../wallet-message-modal.tsx';
import { WithdrawDialog } from '../withdraw/withdraw-dialog.tsx';
import { BuyPackage } from './buy-package.tsx';
import { useTopUpReturn } from './use-top-up-return.ts';
import { WalletAccountNumber } from './wallet-account-number.tsx';

export const MY_WALLET = 'My Wallet';

/**
 * spec 001 §2 (customer mode) and issue 18 §5: /teacher/wallets: the Top Up button with the balance,
 * the wallet's own bank account and its status (and, when Flutterwave opens it, the BVN it needs), the Fund Wallet form paid on the provider's checkout, the
 * person's own transactions (a withdrawal with its transfer's status, Retry when the transfer failed), the
 * cards kept on file and any outstanding balance of rides with Pay (issue 30) and, for a driver, the package they drive under (issue 30), Withdraw and
 * Buy Package.
 */
export function MyWalletScreen() {
  useTopUpReturn();
  const wallet = useMyWallet();
  const list = useListPage({ call: calls.Wallet.GetMyWalletTransactions });
  const [toppingUp, setToppingUp] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  // Issue 32: a driver's sections are asked for only for a driver, so a rider's visit is refused nothing.
  const isDriver = wallet.data?.IsDriver === true;
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
        {wallet.data && <WalletAccountNumber wallet={wallet.data} />}
        {isDriver && (
          <Button
            variant="light"
            leftSection={<IconBuildingBank size={18} />}
            onClick={() => setWithdrawing(true)}
          >
            Withdraw
          </Button>
        )}
        {/* issue 18 §4: airtime and data are paid from the wallet, on their own page. */}
        <Button
          component={Link}
          to={paths.customer('airtimes')}
          variant="light"
          leftSection={<IconDeviceMobile size={18} />}
        >
          Buy Airtime / Data
        </Button>
      </Group>
      <OutstandingBalance />
      {wallet.data && <BvnCard wallet={wallet.data} />}
      <CardsOnFile />
      {isDriver && <MyPackageCard />}
      <ListScreen list={list} label={MY_WALLET} columns={myWalletColumns(actionsOf, statusOf)} />
      {isDriver && <BuyPackage />}
      <TopUpDialog opened={toppingUp} onClose={() => setToppingUp(false)} />
      <WithdrawDialog opened={withdrawing} onClose={() => setWithdrawing(false)} />
      <WalletMessageModal row={shown} onClose={closeMessage} />
    </>
  );
}
