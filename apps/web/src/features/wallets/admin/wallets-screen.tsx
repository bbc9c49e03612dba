import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen } from '../../../components/screen/index.ts';
import { FundClientWalletDialog } from '../fund/fund-client-wallet-dialog.tsx';
import { useWalletActions } from '../transactions/use-wallet-actions.tsx';
import { adminWalletColumns } from '../transactions/wallet-columns.tsx';
import { WalletMessageModal } from '../wallet-message-modal.tsx';

export const WALLETS_LABEL = 'Wallet Transactions';

/** spec 001 §2, issue 18 §5: /admin/wallets, for those who may see the Wallet endpoint. */
export function WalletsScreen() {
  return (
    <PermittedScreen call={calls.Wallet.GetWalletTransactions}>
      <WalletTransactions />
    </PermittedScreen>
  );
}

function WalletTransactions() {
  const list = useListPage({ call: calls.Wallet.GetWalletTransactions });
  const [funding, setFunding] = useState(false);
  const { actionsOf, statusOf, shown, closeMessage } = useWalletActions({ admin: true });
  return (
    <>
      <ListScreen
        exportCall={calls.Wallet.ExportWalletTransactions}
        list={list}
        label={WALLETS_LABEL}
        columns={adminWalletColumns(actionsOf, statusOf)}
        create={{
          call: calls.Wallet.FundClientWallet,
          onClick: () => setFunding(true),
          title: 'Fund Client Wallet',
        }}
      />
      <FundClientWalletDialog opened={funding} onClose={() => setFunding(false)} />
      <WalletMessageModal row={shown} onClose={closeMessage} />
    </>
  );
}
