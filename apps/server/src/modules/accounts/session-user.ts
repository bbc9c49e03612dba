import type { AuthenticateReply, SessionUser } from '@wayfare/contracts';
import { loadPrincipal, type Principal, permittedEndpoints } from '../../auth/principal.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from './accounts.table.ts';

export async function sessionUserOf(db: Db, input: { user: UserRow }): Promise<SessionUser> {
  const { user } = input;
  return sessionUserFrom({ user, principal: await loadPrincipal(db, user.id) });
}

function sessionUserFrom(input: { user: UserRow; principal: Principal | undefined }): SessionUser {
  const { user, principal } = input;
  return {
    Id: user.id,
    EmailAddress: user.emailAddress,
    Surname: user.surname,
    FirstName: user.firstname,
    HasAdminRole: user.isAdmin,
    AllowAllEndPoints: user.isAdmin && user.allowAllEndpoints,
    AdminEndPoints: principal ? permittedEndpoints(principal).map(({ Id }) => ({ Id })) : [],
  };
}

export async function signedInReply(
  deps: { db: Db; tokens: TokenService },
  input: { user: UserRow; rememberMe?: boolean | undefined },
): Promise<AuthenticateReply> {
  const { user, rememberMe = false } = input;
  const principal = await loadPrincipal(deps.db, user.id);
  return {
    Token: await deps.tokens.issue({ userId: user.id, version: user.tokenVersion, rememberMe }),
    RequireNewPassword: user.requireNewPassword,
    // Only when true: other accounts' replies stay as they were (issue 29 §3).
    ...(principal?.mustEnrolTwoFactor ? { RequireTwoFactorEnrolment: true as const } : {}),
    User: sessionUserFrom({ user, principal }),
  };
}
