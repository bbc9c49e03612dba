import type { AuthenticateReply, SessionUser } from '@wayfare/contracts';
import { loadPrincipal, permittedEndpoints } from '../../auth/principal.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from './accounts.table.ts';

export async function sessionUserOf(db: Db, input: { user: UserRow }): Promise<SessionUser> {
  const { user } = input;
  const principal = await loadPrincipal(db, user.id);
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
  return {
    Token: await deps.tokens.issue({ userId: user.id, version: user.tokenVersion, rememberMe }),
    RequireNewPassword: user.requireNewPassword,
    User: await sessionUserOf(deps.db, { user }),
  };
}
