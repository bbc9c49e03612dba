import '../../../components/styles/all-styles.ts';
import { Box } from '@mantine/core';
import type { ReactElement } from 'react';
import { useLocation, useParams } from 'react-router';
import { DeleteAccountForm } from '../delete/delete-account-form.tsx';
import { LoginForm } from '../login/login-form.tsx';
import { ResetPasswordForm } from '../password/reset-password-form.tsx';
import { SetPasswordForm } from '../password/set-password-form.tsx';
import { RegisterForm } from '../register/register-form.tsx';

/** spec 000 §2.1: one account screen for login, register, reset, set password and deletion, chosen by path. */
export function AccountPage() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const action = pathname.toLowerCase().split('/')[2] ?? 'login';
  const screens: Record<string, ReactElement> = {
    register: <RegisterForm />,
    resetpassword: <ResetPasswordForm />,
    setpassword: <SetPasswordForm />,
    deleteaccount: <DeleteAccountForm />,
  };
  return <Box py={{ base: 'md', sm: 'xl' }}>{screens[action] ?? <LoginForm returnPath={id} />}</Box>;
}
