import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

const call = calls.Account.Authenticate;

/** Signs in; the reply carries the token and the user. */
export const authenticate = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
