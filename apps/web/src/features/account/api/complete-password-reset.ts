import { useMutation } from '@tanstack/react-query';
import { type BodyOf, signInCalls } from '@wayfare/contracts';
import { callApi } from '../../../lib/call-api.ts';

const call = signInCalls.CompletePasswordReset;

/** The e-mailed reset code and the new password. */
export const completePasswordReset = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useCompletePasswordReset = () => useMutation({ mutationFn: completePasswordReset });
