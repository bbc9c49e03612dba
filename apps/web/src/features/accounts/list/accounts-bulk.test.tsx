import { screen, waitFor, within } from '@testing-library/react';
import { BULK_MAX_IDS, bulkTexts, Endpoint, userTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin, signInLimitedTo } from '../../../test/admin-rights.ts';
import { answer } from '../../../test/fake-api.ts';
import { someone } from '../../../test/people.ts';
import { renderAt } from '../../../test/render.tsx';
import DriverAccountsPage from '../pages/driver-accounts-page.tsx';
import { fakeAccountArea, ids } from '../testing/fake-account-area.ts';

type User = ReturnType<typeof renderAt>['user'];
const toolbar = () => screen.findByRole('region', { name: 'Bulk actions' });
const confirm = async (user: User, prompt: string) => {
  const dialog = (await screen.findByText(prompt)).closest('[role="dialog"]') as HTMLElement;
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
};

describe('bulk actions on a list (issue 32)', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('acts on the chosen rows after one prompt naming the count, then reports each failure by name', async () => {
    const { api } = fakeAccountArea(
      undefined,
      answer(calls.Account.BulkSuspendUserAccount, () => ({
        Succeeded: 1,
        Failed: [
          { Id: ids.chidi, Status: 409, Title: userTexts.alreadySuspended('Chidi Eze'), Detail: null },
        ],
      })),
    );
    const { user } = renderAt(<DriverAccountsPage />, '/admin/drivers');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Bola Adeyemi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Chidi Eze' }));
    const bar = await toolbar();
    expect(within(bar).getByText('2 drivers selected')).toBeInTheDocument();
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Suspend', 'Activate', 'Delete', 'Clear selection']);
    const listed = api.sentTo(calls.Account.GetDrivers).length;
    await user.click(within(bar).getByRole('button', { name: 'Suspend' }));
    await confirm(user, bulkTexts.confirm('suspend', 2, 'drivers'));

    const report = await screen.findByRole('dialog', { name: 'Suspend: the report' });
    expect(within(report).getByText('1 of 2 drivers done.')).toBeInTheDocument();
    expect(within(report).getByRole('listitem')).toHaveTextContent(
      `Chidi Eze: ${userTexts.alreadySuspended('Chidi Eze')}`,
    );
    expect(api.sentTo(calls.Account.BulkSuspendUserAccount).map((sent) => sent.body)).toEqual([
      { Ids: [ids.bola, ids.chidi] },
    ]);
    await waitFor(() => expect(api.sentTo(calls.Account.GetDrivers).length).toBeGreaterThan(listed));
    // The selection is spent: the toolbar is gone.
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('asks one record by its name, as its row action does', async () => {
    fakeAccountArea(
      undefined,
      answer(calls.Account.BulkActivateUserAccount, () => ({ Succeeded: 1, Failed: [] })),
    );
    const { user } = renderAt(<DriverAccountsPage />, '/admin/drivers');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Chidi Eze' }));
    await user.click(within(await toolbar()).getByRole('button', { name: 'Activate' }));
    await confirm(user, 'Are you sure, you want to activate this account (Chidi Eze)?');
    expect(await screen.findByText('1 of 1 drivers done.')).toBeInTheDocument();
  });

  it('chooses the page from the header, then every row matching the search, gathered when it runs', async () => {
    const drivers = ['Efe', 'Femi', 'Gbenga', 'Hauwa', 'Ifeoma'].map((Firstname, index) =>
      someone({
        Id: `5555555${index}-5555-4555-8555-555555555555`,
        Firstname,
        Surname: 'Driver',
        IsDriver: true,
      }),
    );
    const { api } = fakeAccountArea(
      undefined,
      // Two on the page shown; the whole search when asked for as many as a bulk call takes.
      answer(calls.Account.GetDrivers, ({ query }) => ({
        rows: query.pageSize === BULK_MAX_IDS ? drivers : drivers.slice(0, 2),
        total: drivers.length,
      })),
      answer(calls.Account.BulkActivateUserAccount, ({ body }) => ({
        Succeeded: body.Ids.length,
        Failed: [],
      })),
    );
    const { user } = renderAt(<DriverAccountsPage />, '/admin/drivers');
    await screen.findByRole('checkbox', { name: 'Select Efe Driver' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = await toolbar();
    expect(bar).toHaveTextContent('All 2 on this page are selected.');
    await user.click(within(bar).getByRole('button', { name: 'Select all 5 matching' }));
    expect(bar).toHaveTextContent('5 drivers selected');
    expect(bar).toHaveTextContent('All 5 matching are selected.');
    await user.click(within(bar).getByRole('button', { name: 'Activate' }));
    await confirm(user, bulkTexts.confirm('activate', 5, 'drivers'));
    expect(await screen.findByText('5 of 5 drivers done.')).toBeInTheDocument();
    expect(api.sentTo(calls.Account.BulkActivateUserAccount)[0]?.body).toEqual({
      Ids: drivers.map((driver) => driver.Id),
    });
  });

  it('offers no check boxes to whom may make none of the bulk calls', async () => {
    fakeAccountArea(signInLimitedTo({ [Endpoint.Account]: { CanView: true } }));
    renderAt(<DriverAccountsPage />, '/admin/drivers');
    expect(await screen.findByText('Bola Adeyemi')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
