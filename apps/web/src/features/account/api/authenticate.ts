import { useMutation } from '@tanstack/react-query';
import type { AuthenticateReply, AuthenticateRequest } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';

export const authenticate = (body: AuthenticateRequest) =>
  api.post<AuthenticateReply>('Account/Authenticate', body);

export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
