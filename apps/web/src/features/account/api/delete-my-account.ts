import { useMutation } from '@tanstack/react-query';
import { type BodyOf, signInCalls } from '@wayfare/contracts';
import { callApi } from '../../../lib/call-api.ts';

const call = signInCalls.DeleteMyAccount;

/** Deletes the account once the e-mailed code matches. */
export const deleteMyAccount = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
