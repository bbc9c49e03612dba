import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

const call = calls.Account.DeleteMyAccount;

/** Deletes the account once the e-mailed code matches. */
export const deleteMyAccount = (body: BodyOf<typeof call>) => callApi(call, { body });

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
