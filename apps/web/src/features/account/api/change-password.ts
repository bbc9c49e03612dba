import { useMutation } from '@tanstack/react-query';
import { type BodyOf, signInCalls } from '@wayfare/contracts';
import { callApi } from '../../../lib/call-api.ts';

const call = signInCalls.ChangePassword;

/** A new password for the signed-in person; the reply carries a fresh token. */
export const changePassword = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
