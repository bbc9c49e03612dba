import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { CallInput, CsvExportCall } from '@wayfare/contracts';
import { useCallMutation } from '../../lib/call-query.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useCanCall } from './use-can-call.ts';

export const EXPORT_CSV_LABEL = 'Export CSV';

/** Today in Lagos, as the server names the file (countries-2026-11-29.csv). */
const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

/** The list's query without its paging: the export takes every page of the same filter and sort. */
function exportQueryOf(query: object) {
  const { page: _page, pageSize: _pageSize, ...rest } = query as Record<string, unknown>;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * Issue 32: downloads the list's current filter and sort as CSV through its export call; shown only to
 * someone who may make it (the list's own right). A refusal shows in the error alert (the query
 * client's), and the button is usable again.
 */
export function ExportCsvButton({ call, query }: { call: CsvExportCall; query: object }) {
  const allowed = useCanCall(call);
  const download = useCallMutation(call);
  if (!allowed) return null;
  const run = async () => {
    const input = { query: exportQueryOf(query) } as CallInput<CsvExportCall>;
    const file = (await download.mutateAsync(input).catch(() => undefined)) as Blob | undefined;
    if (file) saveFile(file, `${call.csv.fileName}-${lagosToday()}.csv`);
  };
  return (
    <Group justify="flex-end" mb="xs">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        onClick={run}
      >
        {EXPORT_CSV_LABEL}
      </Button>
    </Group>
  );
}
