import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

const call = calls.Account.CompletePasswordReset;

/** The e-mailed reset code and the new password. */
export const completePasswordReset = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useCompletePasswordReset = () => useMutation({ mutationFn: completePasswordReset });
