import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type QueryOf, type RowOf } from '@wayfare/contracts';
import { sendCall } from '../../lib/call-api.ts';
import { callKey } from '../../lib/call-query.ts';
import type { ListCall } from '../list-page/use-list-page.ts';

/** Every row of a list call, read a full page at a time (a filter's choices: about 250 countries is one call). */
export async function allRows<C extends ListCall>(call: C, query: QueryOf<C>, signal?: AbortSignal) {
  const all: RowOf<C>[] = [];
  for (let page = 0; ; page++) {
    const reply = (await sendCall(call, {
      query: { ...(query as object), page, pageSize: MAX_PAGE_SIZE },
      signal,
    })) as {
      rows: RowOf<C>[];
      total: number;
    };
    all.push(...reply.rows);
    if (reply.rows.length === 0 || all.length >= reply.total) return all;
  }
}

/** TanStack Query options of allRows, under the call's key (so refreshAreas reloads it). */
export const allRowsQuery = <C extends ListCall>(call: C, query: QueryOf<C>, enabled = true) =>
  queryOptions({
    queryKey: callKey(call, { query, all: true }),
    queryFn: ({ signal }) => allRows(call, query, signal),
    enabled,
  });
