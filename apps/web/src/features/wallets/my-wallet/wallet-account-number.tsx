import { Badge, Group, Text } from '@mantine/core';
import type { MyWallet } from '@wayfare/contracts';

const colours: Record<string, string> = { Verified: 'green', Pending: 'yellow', Failed: 'red' };

/** What the person can do with their wallet account in each state. */
const hintOf = (wallet: Pick<MyWallet, 'WalletAccountNumber' | 'VirtualAccountStatusName'>) => {
  if (wallet.VirtualAccountStatusName === 'Verified' && wallet.WalletAccountNumber)
    return 'A bank transfer into it credits your wallet.';
  if (wallet.VirtualAccountStatusName === 'Failed')
    return 'It could not be opened; an administrator can ask for it again.';
  return 'It is being opened with the bank.';
};

/**
 * Issue 18 §2: the person's dedicated bank account (WalletAccountNumber) and its VirtualAccountStatusName
 * beside the Top Up button: paying into it from any bank tops the wallet up.
 */
export function WalletAccountNumber({
  wallet,
}: {
  wallet: Pick<MyWallet, 'WalletAccountNumber' | 'VirtualAccountStatusName'>;
}) {
  const status = wallet.VirtualAccountStatusName;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Wallet account">
      <Text size="sm">
        Wallet account{' '}
        <Text span fw={600} ff="monospace">
          {wallet.WalletAccountNumber ?? '—'}
        </Text>
      </Text>
      <Badge color={colours[status] ?? 'gray'} variant="light" miw="max-content">
        {status}
      </Badge>
      <Text size="sm" c="dimmed">
        {hintOf(wallet)}
      </Text>
    </Group>
  );
}
