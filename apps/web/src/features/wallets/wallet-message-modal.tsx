import { Modal, Stack, Text } from '@mantine/core';
import type { WalletTransaction } from '@wayfare/contracts';
import { customerOf } from './transactions/wallet-columns.tsx';

/** 'View Message': the transaction's message, and a transfer's message when it has one. */
export function WalletMessageModal({ row, onClose }: { row: WalletTransaction | null; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title="Message" centered>
      {row && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {row.TransactionTypeName} of {customerOf(row)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{row.CreditMessage.trim() || 'No message'}</Text>
          {row.TransferMessage?.trim() && (
            <Text style={{ whiteSpace: 'pre-wrap' }}>Transfer: {row.TransferMessage}</Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
