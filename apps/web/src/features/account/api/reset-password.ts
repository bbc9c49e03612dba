import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

const call = calls.Account.ResetPassword;

/** E-mails a password reset code. */
export const resetPassword = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
