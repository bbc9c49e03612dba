import { useMutation } from '@tanstack/react-query';
import { type BodyOf, signInCalls } from '@wayfare/contracts';
import { callApi } from '../../../lib/call-api.ts';

const call = signInCalls.GenerateVerificationCodeForAccountDeletion;

/** E-mails the code that confirms an account's deletion. */
export const requestDeletionCode = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useRequestDeletionCode = () => useMutation({ mutationFn: requestDeletionCode });
