import { useSyncExternalStore } from 'react';
import { type Session, session } from './session.ts';

/** What the server's render of a public page assumes (issue 20 §5), until the browser reads its storage. */
const signedOut: Session = { token: null, user: null, requireAuth: false, requireNewPassword: false };

export const useSession = (): Session =>
  useSyncExternalStore(session.subscribe, session.get, () => signedOut);

export const fullName = (user: Session['user']) => (user ? `${user.FirstName} ${user.Surname}`.trim() : '');
