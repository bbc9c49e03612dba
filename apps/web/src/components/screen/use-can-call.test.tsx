import { screen } from '@testing-library/react';
import {
  access,
  type CallDeclaration,
  defineArea,
  Endpoint,
  messageReply,
  type PermittedEndpoint,
  reply,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { canMakeCall, useCanCall } from './use-can-call.ts';

// A call every administrator may make (AllowForAll, as the dashboard's figures are), and calls guarded
// by an endpoint of their own.
const forEveryAdmin = defineArea('Country', {
  DeleteCountry: {
    method: 'POST',
    access: access.admin(Endpoint.AllowForAll, 'delete'),
    reply: reply.json(messageReply),
  },
});
const packages = defineArea('Package', {
  UpdatePackage: {
    method: 'POST',
    access: access.admin(Endpoint.Package, 'edit'),
    reply: reply.json(messageReply),
  },
  DeletePackage: {
    method: 'POST',
    access: access.admin(Endpoint.Package, 'delete'),
    reply: reply.json(messageReply),
  },
});

function Actions({ actions }: { actions: Record<string, CallDeclaration> }) {
  return (
    <div>
      {Object.entries(actions).map(([label, call]) => (
        <Action key={label} label={label} call={call} />
      ))}
    </div>
  );
}
function Action({ label, call }: { label: string; call: CallDeclaration }) {
  return useCanCall(call) ? <button type="button">{label}</button> : null;
}

// A call kept to full administrators, though its endpoint is one a role can grant.
const fullAdminsOnly = defineArea('Package', {
  UpdateSubAdminRole: {
    method: 'POST',
    access: access.fullAdmin(Endpoint.Package, 'edit'),
    reply: reply.json(messageReply),
  },
});

const signIn = (HasAdminRole: boolean, { full = false } = {}) =>
  session.signIn({
    Token: 'token',
    User: {
      Id: 'u',
      EmailAddress: 'u@example.com',
      Surname: 'U',
      FirstName: 'V',
      HasAdminRole,
      AllowAllEndPoints: full,
      AdminEndPoints: [],
    },
    RequireNewPassword: false,
  });

const packageRights = (rights: Partial<PermittedEndpoint>): PermittedEndpoint => ({
  Id: Endpoint.Package,
  Name: 'Package',
  CanView: false,
  CanModifyCreate: false,
  CanModifyEdit: false,
  CanModifyDelete: false,
  ...rights,
});

const labels = () => screen.queryAllByRole('button').map((button) => button.textContent);
const actions = {
  'Active countries': calls.Country.GetActiveCountries,
  'Delete country': forEveryAdmin.DeleteCountry,
  'Edit package': packages.UpdatePackage,
  'Delete package': packages.DeletePackage,
};

describe('useCanCall: actions shown by the call declaration and the signed-in rights', () => {
  it('shows a public call to anyone and hides admin calls from a person who is not an admin', async () => {
    signIn(false);
    const api = fakeApi();
    renderAt(<Actions actions={actions} />, '/');
    expect(await screen.findByRole('button', { name: 'Active countries' })).toBeInTheDocument();
    expect(labels()).toEqual(['Active countries']);
    expect(api.sentTo(calls.Settings.GetMyAdminEndPoints)).toEqual([]);
  });

  it("shows an AllowForAll call to every admin, and an endpoint's call only with that right", async () => {
    signIn(true);
    fakeApi(
      answer(calls.Settings.GetMyAdminEndPoints, () => [
        packageRights({ CanView: true, CanModifyEdit: true }),
      ]),
    );
    renderAt(<Actions actions={actions} />, '/');
    // Once the rights are in, edit shows (granted) and delete does not.
    expect(await screen.findByRole('button', { name: 'Edit package' })).toBeInTheDocument();
    expect(labels()).toEqual(['Active countries', 'Delete country', 'Edit package']);
  });

  it('shows a call declared for full administrators only to a full administrator, never to a role', async () => {
    const fullAdminActions = { ...actions, 'Edit role': fullAdminsOnly.UpdateSubAdminRole };
    signIn(true);
    const api = fakeApi(
      answer(calls.Settings.GetMyAdminEndPoints, () => [
        packageRights({ CanView: true, CanModifyCreate: true, CanModifyEdit: true, CanModifyDelete: true }),
      ]),
    );
    const { unmount } = renderAt(<Actions actions={fullAdminActions} />, '/');
    expect(await screen.findByRole('button', { name: 'Delete package' })).toBeInTheDocument();
    expect(labels()).not.toContain('Edit role');
    unmount();
    signIn(true, { full: true });
    renderAt(<Actions actions={{ 'Edit role': fullAdminsOnly.UpdateSubAdminRole }} />, '/');
    expect(await screen.findByRole('button', { name: 'Edit role' })).toBeInTheDocument();
    // The flag says it all: nothing more is asked for it.
    expect(api.sentTo(calls.Settings.GetMyAdminEndPoints)).toHaveLength(1);
  });

  it('shows the endpoint call once GetMyAdminEndPoints grants its action', async () => {
    signIn(true);
    const api = fakeApi(
      answer(calls.Settings.GetMyAdminEndPoints, () => [packageRights({ CanModifyDelete: true })]),
    );
    renderAt(<Actions actions={actions} />, '/');
    expect(await screen.findByRole('button', { name: 'Delete package' })).toBeInTheDocument();
    expect(labels()).toEqual(['Active countries', 'Delete country', 'Delete package']);
    // Fetched once for the session, however many actions ask.
    expect(api.sentTo(calls.Settings.GetMyAdminEndPoints)).toHaveLength(1);
  });
});

describe('canMakeCall for a request meeting a condition the declaration names', () => {
  // Kept to full administrators on another administrator's account, like Account/SuspendUserAccount.
  const { UpdatePackage: conditional } = defineArea('Package', {
    UpdatePackage: {
      method: 'POST',
      access: access.admin(Endpoint.Package, 'edit', {
        fullAdministratorsWhen: ['anotherAdministratorsAccount'],
      }),
      reply: reply.json(messageReply),
    },
  });
  const admin = (full: boolean) => ({
    Id: 'u',
    EmailAddress: 'u@example.com',
    Surname: 'U',
    FirstName: 'V',
    HasAdminRole: true,
    AllowAllEndPoints: full,
    AdminEndPoints: [],
  });
  const endpoints = [packageRights({ CanModifyEdit: true })];

  it('keeps the request to full administrators, and only under a condition the call declares', () => {
    const subAdmin = { user: admin(false), endpoints };
    expect(canMakeCall(conditional, subAdmin)).toBe('allowed');
    expect(canMakeCall(conditional, subAdmin, 'anotherAdministratorsAccount')).toBe('denied');
    expect(canMakeCall(conditional, subAdmin, 'adminRoleChange')).toBe('allowed');
    expect(canMakeCall(packages.UpdatePackage, subAdmin, 'anotherAdministratorsAccount')).toBe('allowed');
    // A full administrator needs no rights list for it: the flag says it all.
    const full = { user: admin(true), endpoints: undefined };
    expect(canMakeCall(conditional, full, 'anotherAdministratorsAccount')).toBe('allowed');
    expect(canMakeCall(calls.Account.SuspendUserAccount, subAdmin, 'anotherAdministratorsAccount')).toBe(
      'denied',
    );
  });
});

describe('canMakeCall for a call open to the holders of any of several rights', () => {
  const subAdminWith = (endpoint: number, rights: Partial<PermittedEndpoint>) => ({
    user: {
      Id: 'u',
      EmailAddress: 'u@example.com',
      Surname: 'U',
      FirstName: 'V',
      HasAdminRole: true,
      AllowAllEndPoints: false,
      AdminEndPoints: [],
    },
    endpoints: [{ ...packageRights(rights), Id: endpoint }],
  });

  it('lets in whoever may approve cars or licences to the onboarding queue, and no mere viewer', () => {
    const queue = calls.Onboarding.GetReviewQueue;
    expect(canMakeCall(queue, subAdminWith(Endpoint.CarDetail, { CanModifyEdit: true }))).toBe('allowed');
    expect(canMakeCall(queue, subAdminWith(Endpoint.Account, { CanModifyEdit: true }))).toBe('allowed');
    expect(canMakeCall(queue, subAdminWith(Endpoint.CarDetail, { CanView: true }))).toBe('denied');
    expect(canMakeCall(queue, subAdminWith(Endpoint.Package, { CanModifyEdit: true }))).toBe('denied');
  });
});
