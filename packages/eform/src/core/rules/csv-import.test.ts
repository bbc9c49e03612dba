import { describe, expect, it } from 'vitest';
import { csvHeaderMatches, csvSampleFile, parseCsvImport } from './csv-import.ts';

const INVALID_HEADER =
  'Invalid Field Name. Kindly use the sample provided or use the exact header name. Thank you';
const headers = [{ Name: 'FirstName' }, { Name: 'Phone Number' }, { Name: 'Age', IsNumber: true }];

describe('spec 000 §5 CSV import', () => {
  it('reads rows keyed by the expected names, converting number columns and dropping blank lines', () => {
    const text = 'First Name,PhoneNumber, Age \r\nAda,0803,36\n\n   \nGrace,"0805",1,200\nAlan,,\n';
    expect(parseCsvImport(text, headers)).toEqual({
      ok: true,
      rows: [
        { FirstName: 'Ada', 'Phone Number': '0803', Age: 36 },
        { FirstName: 'Grace', 'Phone Number': '0805', Age: 1 },
        { FirstName: 'Alan', 'Phone Number': '' },
      ],
    });
  });

  it('accepts a byte order mark before the header', () =>
    expect(parseCsvImport('\uFEFFFirstName,Phone Number,Age\nAda,1,2', headers).ok).toBe(true));

  it('reads thousands commas in quoted number cells', () =>
    expect(parseCsvImport('FirstName,Phone Number,Age\nAda,1,"1,200"', headers)).toEqual({
      ok: true,
      rows: [{ FirstName: 'Ada', 'Phone Number': '1', Age: 1200 }],
    }));

  it.each([
    ['Name,Phone Number,Age\nAda,1,2'],
    ['FirstName,Age,Phone Number\nAda,2,1'],
    ['FirstName,Phone Number\nAda,1'],
    ['FirstName,Phone Number,Age,Extra\nAda,1,2,3'],
    ['firstname,Phone Number,Age\nAda,1,2'],
    [''],
  ])('refuses a header that does not match: %j', (text) =>
    expect(parseCsvImport(text, headers)).toEqual({ ok: false, error: INVALID_HEADER, code: 'csvHeader' }),
  );

  it('refuses text in a number column, naming the row and column', () =>
    expect(parseCsvImport('FirstName,Phone Number,Age\nAda,1,old', headers)).toEqual({
      ok: false,
      error: 'Row 2: Age must be a number',
      code: 'csvNumber',
    }));

  it('compares header names without their spaces', () => {
    expect(csvHeaderMatches([' First Name ', 'Phone  Number', 'Age'], headers)).toBe(true);
    expect(csvHeaderMatches(['First_Name', 'Phone Number', 'Age'], headers)).toBe(false);
  });

  it('gives a sample file holding only the header line', () => {
    const sample = csvSampleFile(headers);
    expect(sample.trim()).toBe('FirstName,Phone Number,Age');
    expect(parseCsvImport(sample, headers)).toEqual({ ok: true, rows: [] });
  });
});
