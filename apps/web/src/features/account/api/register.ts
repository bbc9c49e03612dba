import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';

export const registerAccount = (body: RegisterRequest) =>
  api.post<{ Id: string; Message: string }>('Account/Register', body);

export const useRegister = () => useMutation({ mutationFn: registerAccount });
