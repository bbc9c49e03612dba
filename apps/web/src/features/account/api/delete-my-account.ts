import { useMutation } from '@tanstack/react-query';
import type { DeleteMyAccountRequest, MessageReply } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';

export const deleteMyAccount = (body: DeleteMyAccountRequest) =>
  api.post<MessageReply>('Account/DeleteMyAccount', body);

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
