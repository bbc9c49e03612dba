import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

const call = calls.Account.GenerateVerificationCodeForAccountDeletion;

/** E-mails the code that confirms an account's deletion. */
export const requestDeletionCode = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useRequestDeletionCode = () => useMutation({ mutationFn: requestDeletionCode });
