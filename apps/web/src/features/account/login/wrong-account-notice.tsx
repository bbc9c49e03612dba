import { Alert, Anchor, Text } from '@mantine/core';
import type { SessionUser } from '@wayfare/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/**
 * Issue 32: a signed-in rider sent here from an admin address would otherwise see a bare sign-in form
 * and not know why. Says the account cannot open that area, leads to their own, and the form below
 * signs in as someone else.
 */
export function WrongAccountNotice({ person }: { person: Pick<SessionUser, 'EmailAddress'> }) {
  return (
    <Alert color="yellow" variant="light" title="This account cannot open the administrators' area">
      <Text size="sm">
        You are signed in as {person.EmailAddress}, which is not an administrator.{' '}
        <Anchor component={Link} to={paths.customer('rides')}>
          Go to My Rides
        </Anchor>
        , or sign in below as someone else.
      </Text>
    </Alert>
  );
}
