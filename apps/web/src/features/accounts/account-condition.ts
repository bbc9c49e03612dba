import type { FullAdministratorCondition, User } from '@wayfare/contracts';
import { useSession } from '../../lib/use-session.ts';

/**
 * The condition a change to an account meets, in the words of the calls' declarations
 * (`fullAdministratorsWhen`): another administrator's account (the signed-in person's own is not), or
 * none. `useCanCall(call, condition)` then says whether the person may make the call on it.
 */
export function useAccountCondition() {
  const me = useSession().user?.Id;
  return (account: Pick<User, 'Id' | 'IsAdmin'>): FullAdministratorCondition | undefined =>
    account.IsAdmin && account.Id !== me ? 'anotherAdministratorsAccount' : undefined;
}
