import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Ride } from '@wayfare/contracts';
import { formatMoney } from '../../../components/format-money.ts';
import { useArriveRide } from '../api/arrive-ride.ts';
import { useDrivenRide } from '../api/get-my-ride.ts';
import { useStartRide } from '../api/start-ride.ts';
import { CompleteRide } from './complete-ride.tsx';
import { navigationTarget, nextStep } from './ride-steps.ts';

/** issue 33: the ride being driven, read by its Id (Ride/GetMyRide), live as the driver moves it on. */
export function OnRide({ rideId }: { rideId: number }) {
  const ride = useDrivenRide(rideId);
  if (ride.isError && !ride.data)
    return (
      <Alert color="red" role="alert" title="The ride could not be loaded">
        {ride.error.message}
      </Alert>
    );
  if (!ride.data) return <Loader m="md" aria-label="Loading the ride" />;
  return <OnRideCard ride={ride.data} />;
}

function OnRideCard({ ride }: { ride: Ride }) {
  const arrive = useArriveRide();
  const start = useStartRide();
  const step = nextStep(ride.RideStatus);
  const target = navigationTarget(ride);
  const error = arrive.error ?? start.error;
  const rider = `${ride.CustomerFirstname} ${ride.CustomerSurname}`.trim();
  return (
    <Paper component="section" aria-labelledby="driven-ride-title" withBorder shadow="sm" p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id="driven-ride-title">
            Ride #{ride.Id}
          </Title>
          <Badge variant="light">{ride.RideStatusName}</Badge>
        </Group>
        <Text>
          <Text span fw={600}>
            Rider:{' '}
          </Text>
          {rider}
          {ride.CustomerPhoneNumber && (
            <>
              {' · '}
              <Anchor
                href={`tel:${ride.CustomerPhoneNumber.replace(/\s+/g, '')}`}
                aria-label={`Call ${rider}`}
              >
                {ride.CustomerPhoneNumber}
              </Anchor>
            </>
          )}
        </Text>
        <Text>
          <Text span fw={600}>
            Pick up:{' '}
          </Text>
          {ride.CurrentStreet}, {ride.CurrentCity}
        </Text>
        <Text>
          <Text span fw={600}>
            To:{' '}
          </Text>
          {ride.DestinationAddress}
        </Text>
        <Text>
          {formatMoney(ride.EstimatedAmount, ride.CurrencySign)} · {ride.PaymentMethodName}
        </Text>
        <Button
          component="a"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          size="md"
        >
          {target.label}
        </Button>
        {error && (
          <Alert color="red" role="alert" title="The ride did not move on">
            {error.message}
          </Alert>
        )}
        {step === 'arrive' && (
          <Button
            size="lg"
            loading={arrive.isPending}
            onClick={() => arrive.mutate({ body: { Id: ride.Id } })}
          >
            I have arrived
          </Button>
        )}
        {step === 'start' && (
          <Button size="lg" loading={start.isPending} onClick={() => start.mutate({ body: { Id: ride.Id } })}>
            Start the ride
          </Button>
        )}
        {step === 'complete' && <CompleteRide ride={ride} />}
      </Stack>
    </Paper>
  );
}
