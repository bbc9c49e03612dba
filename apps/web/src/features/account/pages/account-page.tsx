import '../../../components/styles/all-styles.ts';
import { Box, Loader } from '@mantine/core';
import { lazy, type ReactElement, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { DeleteAccountForm } from '../delete/delete-account-form.tsx';
import { LoginForm } from '../login/login-form.tsx';
import { ResetPasswordForm } from '../password/reset-password-form.tsx';
import { SetPasswordForm } from '../password/set-password-form.tsx';

// The registration form comes on its own: its phone number check (libphonenumber) is most of its weight,
// and the sign-in page does without it.
const RegisterForm = lazy(async () => ({
  default: (await import('../register/register-form.tsx')).RegisterForm,
}));

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
  return (
    <Box py={{ base: 'md', sm: 'xl' }}>
      <Suspense fallback={<Loader m="xl" aria-label="Loading the page" />}>
        {screens[action] ?? <LoginForm returnPath={id} />}
      </Suspense>
    </Box>
  );
}
