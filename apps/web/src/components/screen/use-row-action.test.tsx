import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { Country } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts.ts';
import { callQuery } from '../../lib/call-query.ts';
import { session } from '../../lib/session.ts';
import { myRights } from '../../test/admin-rights.ts';
import { answer, fakeApi, problem } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { DataTable } from '../table/data-table.tsx';
import { useRowAction } from './use-row-action.ts';

const ghana: Country = {
  Id: 1,
  Name: 'Ghana',
  TwoLetterIsoCode: 'GH',
  ThreeLetterIsoCode: 'GHA',
  Enable: true,
};

/** A list of countries with a Disable button per row, as a screen builds it from the recipe. */
function Countries() {
  const list = useQuery(callQuery(calls.Country.GetCountries, { query: {} }));
  const disable = useRowAction(calls.Country.DisableCountry, { label: 'Disable', item: 'country' });
  return (
    <DataTable
      label="Countries"
      rows={list.data?.rows ?? []}
      columns={[
        { key: 'Name', title: 'Name' },
        { key: 'Enable', title: 'Status', value: (row) => (row.Enable ? 'Enabled' : 'Disabled') },
        {
          key: 'actions',
          title: 'Actions',
          kind: 'actions',
          actions: (row) => (disable ? [disable(row)] : []),
        },
      ]}
    />
  );
}

/**
 * The Country area's list and DisableCountry, for an administrator with every right; `refuse` makes
 * the next disable fail with a 409.
 */
function fakeCountries() {
  const state = { refuse: false };
  const api = fakeApi(
    myRights(),
    answer(calls.Country.GetCountries, () => ({ rows: [ghana], total: 1 })),
    answer(calls.Country.DisableCountry, ({ body }) => {
      if (state.refuse) return problem(409, 'Ghana is in use. Try again later');
      if (body.Id === ghana.Id) ghana.Enable = false;
      return { Message: 'Ghana has been disabled' };
    }),
  );
  return Object.assign(api, { state });
}

const alerts = () => alertStore.get().map((alert) => [alert.type, alert.message]);
const disableButton = async () =>
  within(await screen.findByRole('table')).findByRole('button', { name: 'Disable' });

describe('a confirmed row action (useRowAction)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    ghana.Enable = true;
    const User = {
      Id: 'a',
      EmailAddress: 'a@b.c',
      Surname: 'A',
      FirstName: 'B',
      HasAdminRole: true,
      AllowAllEndPoints: true,
      AdminEndPoints: [],
    };
    session.signIn({ Token: 't', User, RequireNewPassword: false });
  });

  it("asks first, sends the call, shows the reply's Message and reloads the list", async () => {
    const api = fakeCountries();
    const { user } = renderAt(<Countries />, '/admin/countries');
    await user.click(await disableButton());
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to disable this country (Ghana)?');
    const loads = api.sentTo(calls.Country.GetCountries).length;
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alerts()).toEqual([['Success', 'Ghana has been disabled']]));
    expect(api.sentTo(calls.Country.DisableCountry).map((request) => request.body)).toEqual([{ Id: 1 }]);
    expect(await within(screen.getByRole('table')).findByText('Disabled')).toBeInTheDocument();
    expect(api.sentTo(calls.Country.GetCountries).length).toBeGreaterThan(loads);
  });

  it('sends nothing when the prompt is declined', async () => {
    const api = fakeCountries();
    const { user } = renderAt(<Countries />, '/admin/countries');
    await user.click(await disableButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sentTo(calls.Country.DisableCountry)).toEqual([]);
    expect(alerts()).toEqual([]);
  });

  it("shows a refusal's title in the error alert and lets the action be tried again", async () => {
    const api = fakeCountries();
    api.state.refuse = true;
    const { user } = renderAt(<Countries />, '/admin/countries');
    await user.click(await disableButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alerts()).toEqual([['Error', 'Ghana is in use. Try again later']]));
    // Not stuck in progress: the button works again, and the second try goes through.
    expect(await disableButton()).toBeEnabled();
    api.state.refuse = false;
    await user.click(await disableButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(alerts()).toContainEqual(['Success', 'Ghana has been disabled']));
    expect(api.sentTo(calls.Country.DisableCountry)).toHaveLength(2);
  });
});
