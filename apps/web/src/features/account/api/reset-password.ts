import { useMutation } from '@tanstack/react-query';
import type { EmailOnlyRequest, MessageReply } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';

export const resetPassword = (body: EmailOnlyRequest) =>
  api.post<MessageReply>('Account/ResetPassword', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
