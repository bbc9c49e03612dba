import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** Issue 29 §3: New recovery codes (given the password or a code); the old ones stop working. */
export const useRegenerateRecoveryCodes = () => useCallMutation(calls.Account.RegenerateRecoveryCodes);
