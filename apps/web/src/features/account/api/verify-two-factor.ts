import { useMutation } from '@tanstack/react-query';
import { type BodyOf, signInCalls } from '@wayfare/contracts';
import { callApi } from '../../../lib/call-api.ts';

const call = signInCalls.VerifyTwoFactor;

/** The sign-in's second step (issue 29 §3): the challenge and a code; the reply signs in. */
export const verifyTwoFactor = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useVerifyTwoFactor = () => useMutation({ mutationFn: verifyTwoFactor });
