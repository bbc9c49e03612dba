import { screen, waitFor, within } from '@testing-library/react';
import { type AdminActivity, Endpoint, type User } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { someone } from '../../test/people.ts';
import { renderAt } from '../../test/render.tsx';
import ActivityPage from './pages/activity-page.tsx';

const ADA = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const entries: AdminActivity[] = [
  {
    Id: 2,
    UserId: ADA,
    UserFullName: 'Ada Okafor',
    Area: 'Account',
    Action: 'UpdateSubAdminRole',
    RecordId: '4',
    Changes: [{ Field: 'Name', Before: 'Support', After: 'Customer Support' }],
    CreatedDate: '2026-11-20T10:15:00.000Z',
  },
  {
    Id: 1,
    UserId: ADA,
    UserFullName: 'Ada Okafor',
    Area: 'Country',
    Action: 'DisableCountry',
    RecordId: '2',
    Changes: [{ Field: 'Enable', Before: true, After: false }],
    CreatedDate: '2026-11-19T08:00:00.000Z',
  },
];
const admins: User[] = [someone({ Id: ADA, Firstname: 'Ada', Surname: 'Okafor', IsAdmin: true })];

function fakeActivity(rights = myRights()) {
  return fakeApi(
    rights,
    answer(calls.Activity.GetAdminActivities, ({ query }) => {
      const rows = entries.filter((entry) => !query.area || entry.Area === query.area);
      return { rows, total: rows.length };
    }),
    answer(calls.Account.GetAdmins, () => ({ rows: admins, total: admins.length })),
  );
}

const chooseOption = async (user: ReturnType<typeof renderAt>['user'], label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('admin activity', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('shows who, when, Area/Action, the record and each change before → after', async () => {
    fakeActivity();
    renderAt(<ActivityPage />, '/admin/activity');
    const cell = await screen.findByRole('cell', { name: 'Account/UpdateSubAdminRole' });
    const row = cell.closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Account/UpdateSubAdminRole',
      'Ada Okafor',
      expect.stringMatching(/^20 Nov 2026/),
      '4',
      'Name: Support → Customer Support',
    ]);
    expect(screen.getByRole('cell', { name: 'Enable: true → false' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search with Keywords')).not.toBeInTheDocument();
  });

  it('filters by person and area, sending them as the call’s query', async () => {
    const api = fakeActivity();
    const { user, location } = renderAt(<ActivityPage />, '/admin/activity');
    await screen.findByRole('cell', { name: 'Country/DisableCountry' });
    await chooseOption(user, 'Person', 'Ada Okafor');
    await chooseOption(user, 'Area', 'Country');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Account/UpdateSubAdminRole' })).not.toBeInTheDocument(),
    );
    expect(location().search).toContain(`userId=${ADA}`);
    const last = api.sentTo(calls.Activity.GetAdminActivities).at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      userId: ADA,
      area: 'Country',
      page: '0',
      pageSize: '20',
    });
  });

  it('shows the notice, and asks for nothing, to an administrator limited to a role', async () => {
    const api = fakeActivity(signInLimitedTo({ [Endpoint.Account]: { CanView: true } }));
    renderAt(<ActivityPage />, '/admin/activity');
    await expectPermissionNotice(api, calls.Activity.GetAdminActivities);
  });

  it('shows the notice to a sub-admin whose role grants every right: its call is for full administrators only', async () => {
    signInAdmin({ full: false });
    const api = fakeActivity(myRights());
    renderAt(<ActivityPage />, '/admin/activity');
    await expectPermissionNotice(api, calls.Activity.GetAdminActivities);
  });
});
