import { useMutation } from '@tanstack/react-query';
import { type BodyOf, signInCalls } from '@wayfare/contracts';
import { callApi } from '../../../lib/call-api.ts';

const call = signInCalls.Authenticate;

/** Signs in; the reply carries the token and the user, or (a second factor) a challenge for the code. */
export const authenticate = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
