import type { CsvCell, CsvCellFormat, CsvColumn } from '@wayfare/contracts';

/**
 * Issue 32: the lines of an export's CSV file (RFC 4180: comma-separated, CRLF line ends, a cell with a
 * comma, quote or line break quoted and its quotes doubled). Pure: the handler streams what it returns.
 */

/** The byte-order mark that makes Excel read the file as UTF-8 (names with ₦ or accents). */
export const UTF8_BOM = '\uFEFF';
const LINE_END = '\r\n';

/**
 * OWASP's CSV injection advice: a text cell a spreadsheet would read as a formula (leading =, +, -, @,
 * tab or carriage return) gets a leading apostrophe. Only text: the numbers the writer formats itself
 * (a negative amount) are numbers, not someone's words.
 */
const FORMULA_LEADING = /^[=+\-@\t\r]/;
export const neutralised = (text: string) => (FORMULA_LEADING.test(text) ? `'${text}` : text);

const NEEDS_QUOTES = /[",\r\n]/;
export const quoted = (text: string) => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Writes instants as the wall clock of one time zone (the app's TIME_ZONE, Lagos by default). */
export function clockOf(timeZone: string) {
  // One formatter for every cell: making one per cell costs more than the rest of the row.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = (instant: Date) => {
    const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
    return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
  };
  return {
    /** 2026-11-29 14:05 */
    dateTime: (instant: Date) => {
      const { date, time } = parts(instant);
      return `${date} ${time}`;
    },
    /** 2026-11-29 */
    date: (instant: Date) => parts(instant).date,
  };
}
export type Clock = ReturnType<typeof clockOf>;

function instantOf(value: CsvCell) {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** One cell's text, before quoting. */
export function cellText(value: CsvCell, as: CsvCellFormat, clock: Clock): string {
  if (value === null || value === undefined || value === '') return '';
  switch (as) {
    // The wire's amounts are naira with at most two decimals (kobo stored, converted at the edge).
    case 'naira':
      return typeof value === 'number' ? value.toFixed(2) : neutralised(String(value));
    case 'lagosDateTime': {
      const instant = instantOf(value);
      return instant ? clock.dateTime(instant) : neutralised(String(value));
    }
    case 'date': {
      if (typeof value === 'string' && CALENDAR_DATE.test(value)) return value;
      const instant = instantOf(value);
      return instant ? clock.date(instant) : neutralised(String(value));
    }
    default:
      if (typeof value === 'number') return String(value);
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      return neutralised(value);
  }
}

/** The header line: the columns' titles. */
export const headerLine = (columns: readonly CsvColumn<never>[]) =>
  columns.map((column) => quoted(neutralised(column.title))).join(',') + LINE_END;

/** One line per row. */
export function rowLines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], clock: Clock) {
  let lines = '';
  for (const row of rows) {
    lines +=
      columns.map((column) => quoted(cellText(column.value(row), column.as ?? 'text', clock))).join(',') +
      LINE_END;
  }
  return lines;
}
