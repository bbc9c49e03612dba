import { screen, within } from '@testing-library/react';
import { alertStore } from '../lib/alerts.ts';

/** The success alerts shown so far, by their sentence. */
export const successes = () =>
  alertStore
    .get()
    .filter((alert) => alert.type === 'Success')
    .map((alert) => alert.message);

/** The table row that has a cell with this text, once the table shows it. */
export const tableRowOf = async (name: string) =>
  (await within(await screen.findByRole('table')).findByRole('cell', { name })).closest('tr') as HTMLElement;
