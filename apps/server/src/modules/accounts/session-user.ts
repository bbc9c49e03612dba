import type { AuthenticateReply, SessionUser } from '@wayfare/contracts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from './accounts.table.ts';
import { loadPrincipal, permittedEndpoints } from './principal.service.ts';

export async function sessionUserOf(db: Db, user: UserRow): Promise<SessionUser> {
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
  user: UserRow,
  rememberMe = false,
): Promise<AuthenticateReply> {
  return {
    Token: await deps.tokens.issue({ userId: user.id, version: user.tokenVersion, rememberMe }),
    RequireNewPassword: user.requireNewPassword,
    User: await sessionUserOf(deps.db, user),
  };
}
