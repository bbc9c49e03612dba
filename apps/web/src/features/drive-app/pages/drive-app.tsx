import { Alert, Loader, Stack, Title, VisuallyHidden } from '@mantine/core';
import { type CarDetail, DriverState } from '@wayfare/contracts';
import { useEffect, useRef, useState } from 'react';
import { useMyDriverStatus } from '../api/get-my-driver-status.ts';
import { DriverEarnings } from '../earnings/driver-earnings.tsx';
import { OffersPanel } from '../offer/offers-panel.tsx';
import { OnRide } from '../on-ride/on-ride-card.tsx';
import { RideOutcome } from '../on-ride/ride-outcome.tsx';
import { OnlineSwitch } from '../online/online-switch.tsx';
import { usePositionSender } from '../online/use-position-sender.ts';
import { useWakeLock } from '../online/use-wake-lock.ts';

/** The ride the driver was on until it left them (completed or cancelled), to say how it ended. */
function useEndedRide(rideId: number | null | undefined) {
  const last = useRef<number | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  useEffect(() => {
    if (rideId === undefined) return;
    if (rideId === null && last.current !== null) setEnded(last.current);
    if (rideId !== null) setEnded(null);
    last.current = rideId;
  }, [rideId]);
  return { ended, dismiss: () => setEnded(null) };
}

/**
 * issue 33: the driver's app once they are known to be a driver: the online switch (and the position
 * sent while online), the offers, the ride being driven (the screen kept awake), and their earnings.
 */
export function DriveApp({ cars }: { cars: readonly CarDetail[] }) {
  const status = useMyDriverStatus();
  const presence = status.data;
  const rideId = presence?.RideId ?? null;
  const positionProblem = usePositionSender(
    Boolean(presence?.Online || rideId !== null),
    () => void status.refetch(),
  );
  useWakeLock(rideId !== null);
  const endedRide = useEndedRide(presence ? rideId : undefined);
  if (status.isError && !presence)
    return (
      <Alert color="red" role="alert" title="Your driver's status could not be loaded">
        {status.error.message}
      </Alert>
    );
  if (!presence) return <Loader m="md" aria-label="Loading your driver's status" />;
  return (
    <Stack gap="md">
      <VisuallyHidden>
        <Title order={1}>Drive</Title>
      </VisuallyHidden>
      {endedRide.ended !== null && <RideOutcome rideId={endedRide.ended} onDismiss={endedRide.dismiss} />}
      {rideId !== null && <OnRide rideId={rideId} />}
      <OnlineSwitch status={presence} positionProblem={positionProblem} />
      {presence.State !== DriverState.OnRide && <OffersPanel cars={cars} />}
      <DriverEarnings />
    </Stack>
  );
}
