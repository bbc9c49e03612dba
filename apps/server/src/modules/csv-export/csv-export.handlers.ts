import { Readable } from 'node:stream';
import {
  allCalls,
  CSV_CONTENT_TYPE,
  type CsvColumn,
  type CsvExportCall,
  isCsvExportCall,
} from '@wayfare/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sharedHandlers } from '../../http/register-calls.ts';
import { type Clock, clockOf, headerLine, rowLines, UTF8_BOM } from './csv-writer.ts';
import { listPages } from './list-pages.ts';

/** The file's lines: the BOM and header, then each page's rows, read only as the reply takes them. */
async function* csvOf(
  columns: readonly CsvColumn<unknown>[],
  first: unknown[],
  rest: AsyncGenerator<unknown[]>,
  clock: Clock,
) {
  yield UTF8_BOM + headerLine(columns as readonly CsvColumn<never>[]);
  yield rowLines(columns, first, clock);
  for await (const rows of rest) yield rowLines(columns, rows, clock);
}

/**
 * Issue 32: the one handler of every export call. The first page is read before anything is sent, so
 * a refusal or a bad filter is answered as the list answers it; then the file is streamed, each further
 * page read when the reply has room for it (a Readable over the pages: back-pressure, one page held).
 */
function exportHandler(call: CsvExportCall, timeZone: string) {
  const clock = clockOf(timeZone);
  return async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    const pages = listPages(request.server, request, call.csv.list);
    const first = await pages.next();
    const today = clock.date(new Date());
    reply
      .type(CSV_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${call.csv.fileName}-${today}.csv"`);
    return Readable.from(
      csvOf(call.csv.columns as readonly CsvColumn<unknown>[], first.done ? [] : first.value, pages, clock),
      {
        objectMode: false,
      },
    );
  };
}

/** The export calls' handlers, one map per area (the registrar pairs them with their declarations). */
export const csvExportHandlers = (timeZone: string) =>
  sharedHandlers(allCalls.filter(isCsvExportCall), (call) => exportHandler(call, timeZone));
