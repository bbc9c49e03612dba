import { useSyncExternalStore } from 'react';
import { type Session, session } from './session.ts';

export const useSession = (): Session => useSyncExternalStore(session.subscribe, session.get);

export const fullName = (user: Session['user']) => (user ? `${user.FirstName} ${user.Surname}`.trim() : '');
