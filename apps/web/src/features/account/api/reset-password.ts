import { useMutation } from '@tanstack/react-query';
import { type BodyOf, signInCalls } from '@wayfare/contracts';
import { callApi } from '../../../lib/call-api.ts';

const call = signInCalls.ResetPassword;

/** E-mails a password reset code. */
export const resetPassword = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
