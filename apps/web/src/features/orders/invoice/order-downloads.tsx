import { Stack } from '@mantine/core';
import type { Order } from '@wayfare/contracts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { downloadInvoice } from '../api/download-invoice.ts';
import { downloadReceipt } from '../api/download-receipt.ts';

/**
 * spec 000 §7, issue 19 §3: the invoice and, once paid, the receipt, fetched with the token (they are not
 * public addresses) and saved as files named after the order's number.
 */
export function OrderDownloads({ order }: { order: Order }) {
  return (
    <Stack gap="xs">
      <DownloadButton
        label="Download Invoice"
        fileName={`invoice-${order.OrderId}.pdf`}
        download={() => downloadInvoice(order.Id)}
      />
      {order.HasPaid && (
        <DownloadButton
          label="Download Receipt"
          fileName={`receipt-${order.OrderId}.pdf`}
          download={() => downloadReceipt(order.Id)}
        />
      )}
    </Stack>
  );
}
