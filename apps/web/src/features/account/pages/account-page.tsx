import { Box, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { island } from '../../../lib/island.tsx';
import { AccountForms } from './account-forms.tsx';

// Issue 32: the server draws the account pages; their form is the island the browser hydrates.
const AccountFormsIsland = island('account-forms', AccountForms);

// The registration form comes on its own: its phone number check (libphonenumber) is most of its weight, and the
// sign-in page does without it. As an island it is its own (app/islands/island-loaders.ts: the form itself).
const LazyRegisterForm = lazy(async () => ({
  default: (await import('../register/register-form.tsx')).RegisterForm,
}));
function RegisterFormLoading() {
  return (
    <Suspense fallback={<Loader m="xl" aria-label="Loading the page" />}>
      <LazyRegisterForm />
    </Suspense>
  );
}
const RegisterFormIsland = island('register-form', RegisterFormLoading);

/** spec 000 §2.1: one account screen for login, register, reset, set password and deletion, chosen by path. */
export function AccountPage() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const action = pathname.toLowerCase().split('/')[2] ?? 'login';
  return (
    <Box py={{ base: 'md', sm: 'xl' }}>
      {action === 'register' ? (
        <RegisterFormIsland />
      ) : (
        <AccountFormsIsland action={action} returnPath={id} />
      )}
    </Box>
  );
}

export default AccountPage;
