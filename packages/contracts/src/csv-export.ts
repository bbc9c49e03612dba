import { z } from 'zod';
import { type CallAccess, type CallDeclaration, callPath, type RowOf } from './call.ts';

/**
 * Issue 32 (Lists): an admin list's CSV export, declared from the list call itself, so the export has
 * the list's rights and filters by construction; one server handler serves every export call.
 */

/**
 * How a cell is written: text as it is (a formula-leading one neutralised), `naira` an amount in naira
 * with two decimals (the wire's amounts are naira already), `lagosDateTime` an instant in Lagos time
 * (`2026-11-29 14:05`), `date` a calendar date as sent (`2026-11-29`).
 */
export type CsvCellFormat = 'text' | 'naira' | 'lagosDateTime' | 'date';

export type CsvCell = string | number | boolean | null | undefined;

/** One column of an export: the spec's table title and the row's value. */
export type CsvColumn<Row> = {
  readonly title: string;
  readonly value: (row: Row) => CsvCell;
  readonly as?: CsvCellFormat;
};

export type ListCallDeclaration = CallDeclaration & { readonly reply: { readonly kind: 'list' } };

/** The rows per in-process page of the list while exporting (the lists' MAX_PAGE_SIZE). */
export const EXPORT_PAGE_SIZE = 500;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** What an export call carries besides its declaration: its list, the file's name and the columns. */
export type CsvExportOf<Row> = {
  /** The list call the export reads, page after page, with the caller's own rights. */
  readonly list: ListCallDeclaration;
  /** The file's name before its date: 'countries' gives countries-2026-11-29.csv. */
  readonly fileName: string;
  readonly columns: readonly CsvColumn<Row>[];
};

const PAGING_KEYS = ['page', 'pageSize'] as const;

/** The list's query without paging: the keyword, the filters and any sort are kept. */
function withoutPaging(query: z.ZodType | undefined) {
  if (!(query instanceof z.ZodObject)) return z.object({});
  const paging = Object.fromEntries(
    PAGING_KEYS.filter((key) => key in query.shape).map((key) => [key, true as const]),
  );
  return query.omit(paging as Record<string, true> & Record<number, never>);
}

type Paging = (typeof PAGING_KEYS)[number];
type ListQuerySchema<C> = C extends { readonly query: infer Q extends z.ZodType } ? Q : z.ZodObject;
/** The export's query schema, typed as the list's without paging. */
type ExportQuery<C> = z.ZodType<
  Omit<z.output<ListQuerySchema<C>>, Paging>,
  Omit<z.input<ListQuerySchema<C>>, Paging>
>;

/**
 * The export call of an admin list (`{Area}/Export{Plural}`, GET): the list's query without paging, the
 * list's own access, a CSV file reply; `columns` over the list's row.
 */
/* @__NO_SIDE_EFFECTS__ */
export function exportOf<const C extends ListCallDeclaration>(
  list: C,
  fileName: string,
  columns: readonly CsvColumn<RowOf<C>>[],
) {
  return {
    method: 'GET',
    access: list.access as CallAccess,
    query: withoutPaging(list.query) as unknown as ExportQuery<C>,
    reply: {
      kind: 'file',
      schema: z
        .string()
        .describe(`${CSV_CONTENT_TYPE}: a header row of the column titles, then one row each`),
    },
    summary: `Every row of ${callPath(list)} matching the query, as a CSV file (UTF-8, Lagos time, naira).`,
    csv: { list, fileName, columns } as CsvExportOf<RowOf<C>>,
  } as const;
}

/** A declared export call, whatever its row (`never`: any list's columns are one). */
export type CsvExportCall = CallDeclaration & { readonly csv: CsvExportOf<never> };

/**
 * An area's calls with its export calls beside them. Free of side effects (the annotation tells the
 * bundler), so a bundle that names one area leaves out the others.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withExports<const A extends object, const E extends object>(area: A, exports: E): A & E {
  return { ...area, ...exports };
}

export const isCsvExportCall = (call: CallDeclaration): call is CsvExportCall =>
  'csv' in call && call.csv !== undefined;
