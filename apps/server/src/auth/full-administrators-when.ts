import {
  type CallDeclaration,
  callPath,
  type FullAdministratorCondition,
  fullAdministratorConditions,
  isForFullAdministratorsWhen,
} from '@wayfare/contracts';
import { forbidden } from '../errors.ts';
import { isFullAdministrator, type Principal } from './principal.ts';

/**
 * The one check of a call kept to full administrators under a declared condition (`fullAdministratorsWhen`
 * in packages/contracts/src/calls): the guard cannot ask, since the condition depends on the data, so
 * the service calls this once it knows the request meets `condition`. Who may go on, and the refusal's
 * words, come from the call's declaration; a condition the declaration does not name is the code's
 * mistake (the declaration and the service disagree), never a refusal.
 */
export function requireFullAdministratorWhen(
  call: CallDeclaration,
  caller: Principal,
  condition: FullAdministratorCondition,
) {
  const { access } = call;
  if (access.kind !== 'admin' || !isForFullAdministratorsWhen(call, condition)) {
    throw new Error(
      `${callPath(call)} does not declare full administrators only when ${fullAdministratorConditions[condition]}`,
    );
  }
  if (isFullAdministrator(caller)) return;
  throw forbidden(access.fullAdministratorsOnly?.refusal ?? access.fullAdministratorsWhen?.refusal);
}
