// Issue 32: the account forms' styles beyond the public first load's (components/styles/public-styles.ts), not all
// of Mantine's: on a server-drawn page this sheet is in the head and the first paint waits for it.
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import type { ReactElement } from 'react';
import { DeleteAccountForm } from '../delete/delete-account-form.tsx';
import { LoginForm } from '../login/login-form.tsx';
import { ResetPasswordForm } from '../password/reset-password-form.tsx';
import { SetPasswordForm } from '../password/set-password-form.tsx';

type AccountFormsProps = {
  /** The address's second part: login, resetpassword, setpassword or deleteaccount (register: account-page.tsx). */
  action: string;
  /** Where the sign-in goes on to (/account/login/{returnPath}). */
  returnPath?: string;
};

/**
 * The account page's form but the registration's, chosen by the address (an island on the server-drawn page, issue 32: its markup
 * is in the first reply, its code comes after).
 */
export function AccountForms({ action, returnPath }: AccountFormsProps) {
  const screens: Record<string, ReactElement> = {
    resetpassword: <ResetPasswordForm />,
    setpassword: <SetPasswordForm />,
    deleteaccount: <DeleteAccountForm />,
  };
  // No Suspense boundary: React would hydrate the form after the island, and a form sent meanwhile would be lost.
  return screens[action] ?? <LoginForm returnPath={returnPath} />;
}
