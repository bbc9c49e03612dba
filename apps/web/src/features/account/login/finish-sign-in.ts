import type { AuthenticateReply } from '@wayfare/contracts';
import { useNavigate } from 'react-router';
import { landingAfterSignIn } from '../../../lib/landing.ts';
import { paths } from '../../../lib/paths.ts';
import { session } from '../../../lib/session.ts';

type LoginDetails = { EmailAddress: string; RememberMe: boolean };

/**
 * Signed in (after the password, or the second factor's code): keep the session and the login details,
 * then go on, by the set-password page when a new password is due (spec 001 §4), or to the security
 * page when every administrator must have a second factor and this one has none (issue 29 §3).
 */
export function useFinishSignIn(returnPath: string | undefined) {
  const navigate = useNavigate();
  return (reply: AuthenticateReply, details: LoginDetails) => {
    session.signIn(reply);
    session.saveLoginDetails({ EmailAddress: details.EmailAddress.trim(), RememberMe: details.RememberMe });
    const destination = reply.RequireTwoFactorEnrolment
      ? paths.adminSecurity
      : landingAfterSignIn(returnPath, reply.User);
    navigate(
      reply.RequireNewPassword ? `${paths.setPassword}?next=${encodeURIComponent(destination)}` : destination,
      { replace: true },
    );
  };
}
