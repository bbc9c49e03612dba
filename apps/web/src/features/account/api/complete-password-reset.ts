import { useMutation } from '@tanstack/react-query';
import type { CompletePasswordResetRequest, MessageReply } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';

export const completePasswordReset = (body: CompletePasswordResetRequest) =>
  api.post<MessageReply>('Account/CompletePasswordReset', body);

export const useCompletePasswordReset = () => useMutation({ mutationFn: completePasswordReset });
