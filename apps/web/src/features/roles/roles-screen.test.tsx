import { screen, waitFor, within } from '@testing-library/react';
import { type AdminRole, Endpoint, endpointLabels, grantableEndpoints, roleTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes, tableRowOf } from '../../test/screen-queries.ts';
import RolesPage from './pages/roles-page.tsx';

const rights = { CanView: false, CanModifyCreate: false, CanModifyEdit: false, CanModifyDelete: false };
const entry = (EndPoint: number, more: Partial<typeof rights> = {}) => ({
  EndPoint,
  Name: endpointLabels[EndPoint as 1],
  ...rights,
  ...more,
});

/** The Roles Center's calls in memory, as the admin-roles module answers them. */
function fakeRoles(rightsAnswer = myRights()) {
  const roles: AdminRole[] = [
    {
      Id: 1,
      Name: 'Support',
      AdminRoleEndpoints: [entry(Endpoint.Ride, { CanView: true }), entry(11, { CanView: true })],
    },
    {
      Id: 2,
      Name: 'Accounts',
      AdminRoleEndpoints: [entry(Endpoint.Account, { CanView: true, CanModifyEdit: true })],
    },
  ];
  const api = fakeApi(
    rightsAnswer,
    answer(calls.Account.GetAdminRoles, () => ({ rows: roles, total: roles.length })),
    answer(calls.Endpoint.GetFullEndPoints, () => {
      const rows = grantableEndpoints.map((Id) => ({ Id, Name: endpointLabels[Id] }));
      return { rows, total: rows.length };
    }),
    answer(calls.Account.CreateSubAdminRole, ({ body }) => {
      const role = { Id: 3, Name: body.Name, AdminRoleEndpoints: [] };
      roles.push(role);
      return role;
    }),
    answer(calls.Account.UpdateSubAdminRole, ({ body }) => roleTexts.updated(body.Name)),
    answer(calls.Account.DeleteSubAdminRole, ({ body }) => {
      const [gone] = roles.splice(
        roles.findIndex((role) => role.Id === body.Id),
        1,
      );
      return { Message: roleTexts.deleted(gone!.Name) };
    }),
  );
  return { api, roles };
}

type SentRole = Omit<AdminRole, 'Id'> & { Id: number };

// Issue 32: the role editor names each endpoint as the admin menu names the screens it opens.
const RIDES = 'Active Rides, Ride Center, Live Map, Ride Settings';
const PACKAGES = 'Driver Packages';
const COMPLAINTS = 'Complaints';
/** An entry as the form posts it back: named as the editor shows it (the server ignores Name). */
const shown = (EndPoint: number, Name: string, more: Partial<typeof rights> = {}) => ({
  ...entry(EndPoint, more),
  Name,
});

const rowOf = tableRowOf;
const box = (right: string, endpoint: string) =>
  screen.getByRole('checkbox', { name: `${right}, ${endpoint}` });

describe('Roles Center', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it("lists the roles with their endpoint counts under the title 'Roles Center', with a 'Role' button", async () => {
    fakeRoles();
    renderAt(<RolesPage />, '/admin/roles');
    expect(await screen.findByRole('heading', { name: 'Roles Center' })).toBeInTheDocument();
    const support = await rowOf('Support');
    expect(
      within(support)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Support', '2', 'EditDelete']);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Name',
      'Endpoints',
      'Actions',
    ]);
    expect(await screen.findByRole('button', { name: 'Role' })).toBeInTheDocument();
  });

  it('creates a role with a row per endpoint; ticking another right ticks Can View', async () => {
    const { api } = fakeRoles();
    const { user, fill, location } = renderAt(<RolesPage />, '/admin/roles');
    await user.click(await screen.findByRole('button', { name: 'Role' }));
    expect(await screen.findByRole('heading', { name: 'New Role' })).toBeInTheDocument();
    await waitFor(() => expect(box('Can View', COMPLAINTS)).not.toBeChecked());
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Enter Name');
    expect(api.sentTo(calls.Account.CreateSubAdminRole)).toEqual([]);

    await fill(screen.getByLabelText(/^Name/), 'Dispatch');
    await user.click(box('Can Edit', RIDES));
    await waitFor(() => expect(box('Can View', RIDES)).toBeChecked());
    await user.click(box('Can View', COMPLAINTS));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Back on the list, searched for the new role so that it shows (issue 21).
    await waitFor(() => expect(location().search).toBe('?keyword=Dispatch'));
    const [sent] = api.sentTo(calls.Account.CreateSubAdminRole) as { body: SentRole }[];
    expect(sent?.body.Id).toBe(0);
    expect(sent?.body.Name).toBe('Dispatch');
    expect(sent?.body.AdminRoleEndpoints.map((e) => e.EndPoint)).toEqual(grantableEndpoints);
    expect(sent?.body.AdminRoleEndpoints.filter((e) => e.CanView || e.CanModifyEdit)).toEqual([
      shown(Endpoint.Ride, RIDES, { CanView: true, CanModifyEdit: true }),
      shown(Endpoint.Complaint, COMPLAINTS, { CanView: true }),
    ]);
    expect(successes()).toEqual(['Dispatch has been saved']);
  });

  it("names the spec's endpoints as the admin menu does, never by their code names", async () => {
    fakeRoles();
    const { user } = renderAt(<RolesPage />, '/admin/roles');
    await user.click(await screen.findByRole('button', { name: 'Role' }));
    await waitFor(() => expect(box('Can View', 'Message Templates')).not.toBeChecked());
    expect(box('Can View', "Driver's Car Details")).not.toBeChecked();
    expect(box('Can View', 'E-mails, SMS')).not.toBeChecked();
    expect(box('Can View', 'Wallets, Airtime/Data')).not.toBeChecked();
    for (const code of ['MessageTemplate', 'CarDetail', 'Package', 'Ride'])
      expect(screen.queryByRole('checkbox', { name: `Can View, ${code}` })).not.toBeInTheDocument();
  });

  it('lists the areas issue 29 §3 added by their labels, and grants them like the others', async () => {
    const { api } = fakeRoles();
    const { user, fill } = renderAt(<RolesPage />, '/admin/roles');
    await user.click(await screen.findByRole('button', { name: 'Role' }));
    await waitFor(() => expect(box('Can View', 'Blog & Articles')).not.toBeChecked());
    for (const label of ['Categories', 'Countries, States & Cities', 'Referral Awards', 'Files & Folders'])
      expect(box('Can Delete', label)).not.toBeChecked();
    await fill(screen.getByLabelText(/^Name/), 'Editors');
    await user.click(box('Can Create', 'Blog & Articles'));
    await user.click(box('Can View', 'Dashboard Events'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sentTo(calls.Account.CreateSubAdminRole)).toHaveLength(1));
    const [sent] = api.sentTo(calls.Account.CreateSubAdminRole) as { body: SentRole }[];
    expect(sent?.body.AdminRoleEndpoints.filter((e) => e.CanView)).toEqual([
      { ...entry(Endpoint.Blog), CanView: true, CanModifyCreate: true },
      { ...entry(Endpoint.Event), CanView: true },
    ]);
  });

  it("edits a role, listing the endpoints it lacks with every right off, and shows the server's sentence", async () => {
    const { api } = fakeRoles();
    const { user, location } = renderAt(<RolesPage />, '/admin/roles');
    await user.click(within(await rowOf('Support')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit Support' })).toBeInTheDocument();
    await waitFor(() => expect(box('Can View', RIDES)).toBeChecked());
    expect(box('Can View', PACKAGES)).not.toBeChecked();
    expect(box('Can Delete', RIDES)).not.toBeChecked();
    await user.click(box('Can Delete', PACKAGES));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location().search).toBe(''));
    const [sent] = api.sentTo(calls.Account.UpdateSubAdminRole) as { body: SentRole }[];
    expect(sent?.body.Id).toBe(1);
    expect(sent?.body.AdminRoleEndpoints.filter((e) => e.CanView).map((e) => e.Name)).toEqual([
      PACKAGES,
      RIDES,
      COMPLAINTS,
    ]);
    expect(successes()).toEqual([roleTexts.updated('Support')]);
  });

  it('deletes a role after the prompt', async () => {
    const { api } = fakeRoles();
    const { user } = renderAt(<RolesPage />, '/admin/roles');
    await user.click(within(await rowOf('Accounts')).getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to delete this role (Accounts)?');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual([roleTexts.deleted('Accounts')]));
    expect(api.sentTo(calls.Account.DeleteSubAdminRole).map((r) => r.body)).toEqual([{ Id: 2 }]);
  });

  it('hides Role, Edit and Delete from someone who may only view accounts', async () => {
    fakeRoles(signInLimitedTo({ [Endpoint.Account]: { CanView: true } }));
    renderAt(<RolesPage />, '/admin/roles');
    const support = await rowOf('Support');
    expect(within(support).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Role' })).not.toBeInTheDocument();
  });

  it('shows the notice, and asks for no role, to someone without the Account endpoint', async () => {
    const { api } = fakeRoles(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    renderAt(<RolesPage />, '/admin/roles');
    await expectPermissionNotice(api, calls.Account.GetAdminRoles);
  });
});
