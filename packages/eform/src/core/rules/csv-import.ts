import { eformTexts } from '@wayfare/contracts';
import Papa from 'papaparse';
import type { CsvHeader } from '../definition/types.ts';

export type CsvRow = Record<string, string | number>;
export type CsvImport =
  | { ok: true; rows: CsvRow[] }
  | { ok: false; error: string; code: 'csvHeader' | 'csvNumber' };

/** Header names compare without their spaces (spec 000 §5). */
const withoutSpaces = (name: string) => name.replace(/\s+/g, '');

/** spec 000 §5: the header line must name the expected columns, in order, ignoring spaces. */
export function csvHeaderMatches(header: readonly string[], expected: readonly CsvHeader[]): boolean {
  return (
    header.length === expected.length &&
    expected.every((column, i) => withoutSpaces(header[i] ?? '') === withoutSpaces(column.Name))
  );
}

const numberOrNull = (cell: string) => {
  const text = cell.trim();
  if (text === '') return null;
  const number = Number(text.replace(/,/g, ''));
  return Number.isFinite(number) ? number : undefined;
};

/**
 * spec 000 §5 CSV import: the first line is the header and must match CSVToArrayHeader, else
 * 'Invalid Field Name. Kindly use the sample provided or use the exact header name. Thank you'. Blank lines
 * are dropped; columns flagged IsNumber become numbers (thousands commas allowed). Each row is keyed by the
 * expected Name. A number column holding text is refused with its row and column, since importing it as
 * nothing would lose data without a word.
 */
export function parseCsvImport(text: string, expected: readonly CsvHeader[]): CsvImport {
  // One line ending throughout: files edited on several systems mix them, and Papa guesses from the first.
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const parsed = Papa.parse<string[]>(normalised, { skipEmptyLines: 'greedy', newline: '\n' });
  const [header, ...lines] = parsed.data;
  if (!header || !csvHeaderMatches(header, expected))
    return { ok: false, error: eformTexts.invalidCsvHeader, code: 'csvHeader' };
  const rows: CsvRow[] = [];
  for (const [l, line] of lines.entries()) {
    const row: CsvRow = {};
    for (const [c, column] of expected.entries()) {
      const cell = line[c] ?? '';
      if (!column.IsNumber) {
        row[column.Name] = cell.trim();
        continue;
      }
      const number = numberOrNull(cell);
      if (number === undefined)
        return { ok: false, error: `Row ${l + 2}: ${column.Name} must be a number`, code: 'csvNumber' };
      if (number !== null) row[column.Name] = number;
    }
    rows.push(row);
  }
  return { ok: true, rows };
}

/** spec 000 §5: the 'Sample File' link downloads a CSV holding only the header line. */
export const csvSampleFile = (expected: readonly CsvHeader[]): string =>
  Papa.unparse({ fields: expected.map((column) => column.Name), data: [] });

export const CSV_SAMPLE_FILE_NAME = 'sample.csv';
