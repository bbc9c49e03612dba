import { screen } from '@testing-library/react';
import {
  type CallDeclaration,
  type EndpointId,
  endpointLabels,
  grantableEndpoints,
  type PermittedEndpoint,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { expect } from 'vitest';
import { NO_PERMISSION } from '../components/screen/permitted-screen.tsx';
import { session } from '../lib/session.ts';
import { answer } from './fake-api.ts';

type Rights = Partial<
  Pick<PermittedEndpoint, 'CanView' | 'CanModifyCreate' | 'CanModifyEdit' | 'CanModifyDelete'>
>;

const every: Rights = { CanView: true, CanModifyCreate: true, CanModifyEdit: true, CanModifyDelete: true };

/**
 * Signs in an administrator: a full one (AllowAllEndPoints) by default, or one limited to a role.
 * Screens read their rights from Settings/GetMyAdminEndPoints: answer it with `myRights`.
 */
export function signInAdmin({ full = true }: { full?: boolean } = {}) {
  const User = {
    Id: '7d0b6f5e-2f4a-4c89-9a39-3f1f0c2b8a11',
    EmailAddress: 'admin@example.com',
    Surname: 'Admin',
    FirstName: 'Ada',
    HasAdminRole: true,
    AllowAllEndPoints: full,
    AdminEndPoints: [],
  };
  session.signIn({ Token: 'admin-token', User, RequireNewPassword: false });
}

/** GetMyAdminEndPoints: every right on every endpoint, or only the rights given per endpoint. */
export const myRights = (granted?: Partial<Record<EndpointId, Rights>>) =>
  answer(calls.Settings.GetMyAdminEndPoints, () =>
    grantableEndpoints
      .filter((id) => !granted || granted[id])
      .map((Id) => ({
        Id,
        Name: endpointLabels[Id],
        CanView: false,
        CanModifyCreate: false,
        CanModifyEdit: false,
        CanModifyDelete: false,
        ...(granted ? granted[Id] : every),
      })),
  );

/** What a page shows someone lacking its endpoint: the notice, and not one request to its call. */
export async function expectPermissionNotice(
  api: { sentTo: (call: CallDeclaration) => unknown[] },
  call: CallDeclaration,
) {
  expect(await screen.findByRole('alert')).toHaveTextContent(NO_PERMISSION);
  expect(api.sentTo(call)).toEqual([]);
}

/** Signs in an administrator limited to a role holding these rights; returns their GetMyAdminEndPoints. */
export function signInLimitedTo(granted: Partial<Record<EndpointId, Rights>>) {
  signInAdmin({ full: false });
  return myRights(granted);
}
