import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { alertStore } from '../lib/alerts.ts';
import { ApiError } from '../lib/api-client.ts';
import { saveFile } from '../lib/save-file.ts';

/**
 * spec 000 §7: a document the API gives only to its owner (an invoice, a receipt), fetched with the
 * token by `download` and saved as `fileName`. The button spins meanwhile; a failure is alerted, unless
 * it sent the person to sign in, which says enough.
 */
export function DownloadButton({
  label,
  fileName,
  download,
}: {
  label: string;
  fileName: string;
  download: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveFile((await download()) as Blob, fileName);
    } catch (error) {
      if (!(error instanceof ApiError && error.redirectedToLogin))
        alertStore.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
