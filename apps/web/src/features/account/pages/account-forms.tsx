// Issue 32: the account forms' styles beyond the public first load's (components/styles/public-styles.ts), not all
// of Mantine's: on a server-drawn page this sheet is in the head and the first paint waits for it.
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { Loader } from '@mantine/core';
import { lazy, type ReactElement, Suspense } from 'react';
import { DeleteAccountForm } from '../delete/delete-account-form.tsx';
import { LoginForm } from '../login/login-form.tsx';
import { ResetPasswordForm } from '../password/reset-password-form.tsx';
import { SetPasswordForm } from '../password/set-password-form.tsx';

// The registration form comes on its own: its phone number check (libphonenumber) is most of its weight,
// and the sign-in page does without it.
const RegisterForm = lazy(async () => ({
  default: (await import('../register/register-form.tsx')).RegisterForm,
}));

type AccountFormsProps = {
  /** The address's second part: login, register, resetpassword, setpassword or deleteaccount. */
  action: string;
  /** Where the sign-in goes on to (/account/login/{returnPath}). */
  returnPath?: string;
};

/**
 * The account page's form, chosen by the address (an island on the server-drawn page, issue 32: its markup
 * is in the first reply, its code comes after).
 */
export function AccountForms({ action, returnPath }: AccountFormsProps) {
  const screens: Record<string, ReactElement> = {
    register: <RegisterForm />,
    resetpassword: <ResetPasswordForm />,
    setpassword: <SetPasswordForm />,
    deleteaccount: <DeleteAccountForm />,
  };
  return (
    <Suspense fallback={<Loader m="xl" aria-label="Loading the page" />}>
      {screens[action] ?? <LoginForm returnPath={returnPath} />}
    </Suspense>
  );
}
