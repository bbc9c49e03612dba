import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The app's own address: signing in comes back here. */
export const DRIVE_PATH = '/drive';

/** issue 33: a visitor is invited to sign in, and comes back to the driver's app after. */
export function SignInToDrive() {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Drive with Wayfare
        </Title>
        <Text>Sign in with your driver's account to go online and take rides.</Text>
        <Button component={Link} to={paths.login(DRIVE_PATH)} size="md">
          Sign in
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * issue 33: a signed-in rider who is not a driver. Drivers are registered by Wayfare with their
 * licence (the public registration makes riders), so the way to become one is to contact us.
 */
export function NotADriver() {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={1} size="h2">
          This app is for drivers
        </Title>
        <Text>
          Your account is a rider's. To drive with Wayfare, register as a driver: contact us with your
          driver's licence and your car's papers, and we set up your driver's account once they are checked.
        </Text>
        <Button component={Link} to={paths.contact} size="md">
          Become a driver
        </Button>
        <Text size="sm">
          Looking for a ride?{' '}
          <Anchor component={Link} to="/ride">
            Book one in the rider's app
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
