import { Alert, Anchor, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useMyNewestRides } from '../api/get-my-rides.ts';
import { useMyWallet } from '../api/get-my-wallet.ts';
import { BookScreen } from '../book/book-screen.tsx';
import { RideLiveProvider } from '../live/ride-live.tsx';
import { chooseRideView, readDismissedRides, storeDismissedRide } from './choose-ride-view.ts';
import { RideAppShell } from './ride-app-shell.tsx';

function SignInInvite() {
  return (
    <Stack p="lg" gap="md" maw={480} mx="auto">
      <Title order={1} size="h2">
        Ride with Wayfare
      </Title>
      <Text>Sign in to book a ride across Lagos, follow your driver and pay by wallet, card or cash.</Text>
      <Button component={Link} to={paths.login(paths.ride)} size="lg">
        Sign in
      </Button>
      <Text size="sm">
        New to Wayfare?{' '}
        <Anchor component={Link} to={paths.register}>
          Create an account
        </Anchor>
        , then come back to book.
      </Text>
    </Stack>
  );
}

/** A driver may ride too, but their own app is /drive. */
function DriverNotice() {
  return (
    <Alert color="blue" variant="light" m="sm" mb={0} title="This is the riders' app">
      <Group gap="xs">
        <Text size="sm">You drive with Wayfare: your offers and trips are in the drivers' app.</Text>
        <Anchor component={Link} to="/drive" size="sm" fw={600}>
          Open the drivers' app
        </Anchor>
      </Group>
    </Alert>
  );
}

// A ride followed or just ended is shown after a booking, not on the first visit: their code (the rating,
// the tip, the complaint, the receipt) comes when they are.
const RideInProgress = lazy(async () => ({
  default: (await import('../follow/ride-in-progress.tsx')).RideInProgress,
}));
const RideFinished = lazy(async () => ({
  default: (await import('../finished/ride-finished.tsx')).RideFinished,
}));

/** A ride's own screens, in the booking form's column: off the phone's edges, a readable width on a desk. */
function RideColumn({ children }: { children: ReactNode }) {
  return (
    <Box p="md" maw={560} w="100%" mx="auto">
      <Suspense fallback={<Loader m="xl" aria-label="Loading your ride" />}>{children}</Suspense>
    </Box>
  );
}

/** The signed-in rider's page: their ride in progress, the ride just ended, or the booking. */
function RiderView() {
  const rides = useMyNewestRides(true);
  const wallet = useMyWallet();
  const [dismissed, setDismissed] = useState(readDismissedRides);
  if (rides.isPending) return <Loader m="xl" aria-label="Loading your rides" />;
  if (rides.isError)
    return (
      <Alert color="red" role="alert" m="md" title="Your rides could not be loaded">
        {rides.error.message}
      </Alert>
    );
  const view = chooseRideView(rides.data.rows, dismissed, new Date());
  if (view.kind === 'following')
    return (
      <RideColumn>
        <RideInProgress ride={view.ride} />
      </RideColumn>
    );
  if (view.kind === 'finished')
    return (
      <RideColumn>
        <RideFinished ride={view.ride} onDone={() => setDismissed(storeDismissedRide(view.ride.Id))} />
      </RideColumn>
    );
  return (
    <>
      {wallet.data?.IsDriver && <DriverNotice />}
      <BookScreen />
    </>
  );
}

/**
 * issue 33: /ride, the rider's app. Signed out: an invitation to sign in that comes back here. Signed
 * in (administrators and drivers too: anyone with an account may ride): one live stream for the page,
 * and what the rider's rides call for.
 */
export default function RideAppPage() {
  usePageTitle('Ride');
  const current = useSession();
  const signedIn = Boolean(current.token) && !current.requireAuth;
  return (
    <RideAppShell signedIn={signedIn}>
      {signedIn ? (
        <RideLiveProvider>
          <RiderView />
        </RideLiveProvider>
      ) : (
        <SignInInvite />
      )}
    </RideAppShell>
  );
}
