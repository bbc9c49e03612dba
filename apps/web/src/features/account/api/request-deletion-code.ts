import { useMutation } from '@tanstack/react-query';
import type { EmailOnlyRequest, MessageReply } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';

export const requestDeletionCode = (body: EmailOnlyRequest) =>
  api.post<MessageReply>('Account/GenerateVerificationCodeForAccountDeletion', body);

export const useRequestDeletionCode = () => useMutation({ mutationFn: requestDeletionCode });
