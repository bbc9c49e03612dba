import { Badge, Group, Text } from '@mantine/core';
import type { MyWallet } from '@wayfare/contracts';

const colours: Record<string, string> = { Verified: 'green', Pending: 'yellow', Failed: 'red' };

/** What the person can do with their wallet account in each state. */
type Shown = Pick<MyWallet, 'WalletAccountNumber' | 'VirtualAccountStatusName'> &
  Partial<Pick<MyWallet, 'VirtualAccountErrorMessage'>>;

const hintOf = (wallet: Shown) => {
  if (wallet.VirtualAccountStatusName === 'Verified' && wallet.WalletAccountNumber)
    return 'A bank transfer into it credits your wallet.';
  // The provider's reason (or that the BVN is missing, added below) says what to do.
  if (wallet.VirtualAccountStatusName === 'Failed' && wallet.VirtualAccountErrorMessage)
    return wallet.VirtualAccountErrorMessage;
  if (wallet.VirtualAccountStatusName === 'Failed')
    return 'It could not be opened; an administrator can ask for it again.';
  return 'It is being opened with the bank.';
};

/**
 * Issue 18 §2: the person's dedicated bank account (WalletAccountNumber) and its VirtualAccountStatusName
 * beside the Top Up button: paying into it from any bank tops the wallet up.
 */
export function WalletAccountNumber({ wallet }: { wallet: Shown }) {
  const status = wallet.VirtualAccountStatusName;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Wallet account">
      <Text size="sm">
        Wallet account{' '}
        <Text span fw={600} ff="monospace">
          {wallet.WalletAccountNumber ?? '—'}
        </Text>
      </Text>
      <Badge
        color={colours[status] ?? 'gray'}
        variant="light"
        miw="max-content"
        // The light badge's coloured text is below 4.5:1 on its tint, even its darkest shade (axe, WCAG AA).
        styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
      >
        {status}
      </Badge>
      <Text size="sm" c="dimmed">
        {hintOf(wallet)}
      </Text>
    </Group>
  );
}
