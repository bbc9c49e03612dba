import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Order } from '@wayfare/contracts';
import { useState } from 'react';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadInvoice } from '../api/download-invoice.ts';
import { downloadReceipt } from '../api/download-receipt.ts';

type Document = 'Invoice' | 'Receipt';

const downloads = { Invoice: downloadInvoice, Receipt: downloadReceipt };

/**
 * spec 000 §7, issue 19 §3: the invoice and, once paid, the receipt, fetched with the token (they are not
 * public addresses) and saved as files named after the order's number.
 */
export function OrderDownloads({ order }: { order: Order }) {
  const [busy, setBusy] = useState<Document | null>(null);
  const download = async (document: Document) => {
    setBusy(document);
    try {
      const blob = await downloads[document](order.Id);
      saveFile(blob as Blob, `${document.toLowerCase()}-${order.OrderId}.pdf`);
    } catch (error) {
      if (!(error instanceof ApiError && error.redirectedToLogin))
        alertStore.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={busy === 'Invoice'}
        onClick={() => void download('Invoice')}
      >
        Download Invoice
      </Button>
      {order.HasPaid && (
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={busy === 'Receipt'}
          onClick={() => void download('Receipt')}
        >
          Download Receipt
        </Button>
      )}
    </Stack>
  );
}
