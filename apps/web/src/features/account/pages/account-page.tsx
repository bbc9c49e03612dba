import { Box } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { island } from '../../../lib/island.tsx';
import { AccountForms } from './account-forms.tsx';

// Issue 32: the server draws the account pages; their form is the island the browser hydrates.
const AccountFormsIsland = island('account-forms', AccountForms);

/** spec 000 §2.1: one account screen for login, register, reset, set password and deletion, chosen by path. */
export function AccountPage() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const action = pathname.toLowerCase().split('/')[2] ?? 'login';
  return (
    <Box py={{ base: 'md', sm: 'xl' }}>
      <AccountFormsIsland action={action} returnPath={id} />
    </Box>
  );
}

export default AccountPage;
