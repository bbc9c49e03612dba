import { BULK_MAX_IDS, bulkTexts, MAX_PAGE_SIZE } from '@wayfare/contracts';
import { sendCall } from '../../lib/call-api.ts';
import type { NamedRow } from '../screen/use-row-action.ts';
import type { SelectableList } from './bulk-types.ts';

/**
 * Every row matching the list's current search, asked of the list call itself (so with its rights and
 * its filters, as the person sees them): one page of up to BULK_MAX_IDS, all one bulk call takes.
 * More than that is refused with a sentence saying so, rather than acting on some of them.
 */
export async function matchingRows(
  list: SelectableList,
  nameOf: (row: NamedRow) => string = (row) => row.Name,
): Promise<NamedRow[]> {
  if (list.total > BULK_MAX_IDS) throw new Error(bulkTexts.tooManyMatching(list.total));
  const query = { ...(list.query as object), page: 0, pageSize: Math.min(BULK_MAX_IDS, MAX_PAGE_SIZE) };
  const page = (await sendCall(list.call, { query })) as { rows: NamedRow[]; total: number };
  if (page.total > BULK_MAX_IDS) throw new Error(bulkTexts.tooManyMatching(page.total));
  return page.rows.map((row) => ({ Id: row.Id, Name: nameOf(row) }));
}
