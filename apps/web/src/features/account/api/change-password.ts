import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';

export const changePassword = (body: ChangePasswordRequest) =>
  api.post<{ Message: string; Token: string }>('Account/ChangePassword', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
