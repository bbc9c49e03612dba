import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

const call = calls.Account.Register;

/** Opens a new account. */
export const registerAccount = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useRegister = () => useMutation({ mutationFn: registerAccount });
