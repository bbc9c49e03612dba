import type { CsvColumn } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { cellText, clockOf, headerLine, neutralised, quoted, rowLines } from './csv-writer.ts';

const lagos = clockOf('Africa/Lagos');

describe('the CSV writer', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(quoted('Ada')).toBe('Ada');
    expect(quoted('Okafor, Ada')).toBe('"Okafor, Ada"');
    expect(quoted('the "best" driver')).toBe('"the ""best"" driver"');
    expect(quoted('two\nlines')).toBe('"two\nlines"');
    expect(quoted('cr\rhere')).toBe('"cr\rhere"');
  });

  it("neutralises a text cell a spreadsheet would read as a formula with a leading '", () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralised(`${lead}SUM(A1:A9)`)).toBe(`'${lead}SUM(A1:A9)`);
    }
    expect(neutralised('Ada = Okafor')).toBe('Ada = Okafor');
    expect(cellText('=HYPERLINK("http://x","y")', 'text', lagos)).toBe(`'=HYPERLINK("http://x","y")`);
  });

  it('writes naira with two decimals, and a negative amount as a number, not neutralised', () => {
    expect(cellText(1234.5, 'naira', lagos)).toBe('1234.50');
    expect(cellText(0.1 + 0.2, 'naira', lagos)).toBe('0.30');
    expect(cellText(-500, 'naira', lagos)).toBe('-500.00');
    expect(cellText(null, 'naira', lagos)).toBe('');
  });

  it('writes instants in Lagos time and calendar dates as they are', () => {
    expect(cellText('2026-03-01T23:30:00.000Z', 'lagosDateTime', lagos)).toBe('2026-03-02 00:30');
    expect(cellText('2026-03-01T10:05:00Z', 'lagosDateTime', lagos)).toBe('2026-03-01 11:05');
    expect(cellText('2026-12-31', 'date', lagos)).toBe('2026-12-31');
    expect(cellText('2026-03-01T23:30:00.000Z', 'date', lagos)).toBe('2026-03-02');
    expect(cellText(undefined, 'lagosDateTime', lagos)).toBe('');
  });

  it('writes numbers and yes/no as they are, and empty cells for nothing', () => {
    expect(cellText(4.5, 'text', lagos)).toBe('4.5');
    expect(cellText(-3, 'text', lagos)).toBe('-3');
    expect(cellText(true, 'text', lagos)).toBe('Yes');
    expect(cellText(null, 'text', lagos)).toBe('');
  });

  it('writes a header line and one CRLF-ended line per row', () => {
    type Row = { Name: string; Amount: number; At: string };
    const columns: CsvColumn<Row>[] = [
      { title: 'Name', value: (row) => row.Name },
      { title: 'Amount', value: (row) => row.Amount, as: 'naira' },
      { title: 'Date', value: (row) => row.At, as: 'lagosDateTime' },
    ];
    expect(headerLine(columns as CsvColumn<never>[])).toBe('Name,Amount,Date\r\n');
    const rows = [
      { Name: '=cmd|"/c calc", Ada', Amount: 2500, At: '2026-01-01T00:00:00Z' },
      { Name: 'Tunde', Amount: 99.99, At: '2026-06-30T22:59:00Z' },
    ];
    expect(rowLines(columns, rows, lagos)).toBe(
      `"'=cmd|""/c calc"", Ada",2500.00,2026-01-01 01:00\r\nTunde,99.99,2026-06-30 23:59\r\n`,
    );
  });
});
