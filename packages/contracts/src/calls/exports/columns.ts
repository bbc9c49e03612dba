import type { CsvColumn } from '../../csv-export.ts';

/**
 * The cells several exports share: a person's name from a row's name properties, a yes/no, and the
 * enabled/disabled status the screens show as a badge.
 */
export const fullName = (surname?: string | null, firstname?: string | null) =>
  [firstname, surname].filter(Boolean).join(' ');

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/* @__NO_SIDE_EFFECTS__ */
export const enabledStatus = <Row extends { Enable: boolean }>(): CsvColumn<Row> => ({
  title: 'Status',
  value: (row) => (row.Enable ? 'Enabled' : 'Disabled'),
});

/* @__NO_SIDE_EFFECTS__ */
export const activeStatus = <Row extends { IsActive: boolean }>(): CsvColumn<Row> => ({
  title: 'Status',
  value: (row) => (row.IsActive ? 'Active' : 'Inactive'),
});
