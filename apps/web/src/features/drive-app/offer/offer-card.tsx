import { Alert, Button, Group, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { type CarDetail, CarStatus, type RideOffer } from '@wayfare/contracts';
import { useState } from 'react';
import { formatMoney } from '../../../components/format-money.ts';
import { useAcceptOffer } from '../api/accept-offer.ts';
import { useDeclineOffer } from '../api/decline-offer.ts';
import { useSecondsLeft } from './use-seconds-left.ts';

const carName = (car: CarDetail) => `${car.Name} ${car.CarModel} (${car.LicenseNumber})`;

/**
 * issue 33: an offer to the driver: where to pick up, where to, the fare, and the seconds left to
 * answer; Accept with the car driven (asked only when the driver has several Approved cars) or Decline.
 * A refused answer is also told to `onRefused`: the offers are read again after it, and an offer that
 * ended meanwhile leaves the screen with its card.
 */
export function OfferCard({
  offer,
  cars,
  onRefused,
}: {
  offer: RideOffer;
  cars: readonly CarDetail[];
  onRefused: (reason: string) => void;
}) {
  const approved = cars.filter((car) => car.Status === CarStatus.Approved);
  const [carId, setCarId] = useState<string | null>(null);
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const secondsLeft = useSecondsLeft(offer.ExpiresAt);
  const total = Math.max(1, (Date.parse(offer.ExpiresAt) - Date.parse(offer.OfferedAt)) / 1000);
  const needsCar = approved.length > 1 && carId === null;
  const error = accept.error ?? decline.error;
  const titleId = `offer-${offer.Id}-title`;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder shadow="sm" p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            New ride offer
          </Title>
          <Text fw={700} aria-live="off">
            {secondsLeft} s left
          </Text>
        </Group>
        <Progress
          value={(secondsLeft / total) * 100}
          aria-label={`${secondsLeft} seconds left to answer`}
          color={secondsLeft <= 5 ? 'red' : 'brand'}
        />
        <Text>
          <Text span fw={600}>
            Pick up:{' '}
          </Text>
          {offer.CurrentStreet}, {offer.CurrentCity} ({offer.DistanceToPickup.toFixed(1)} km away)
        </Text>
        <Text>
          <Text span fw={600}>
            To:{' '}
          </Text>
          {offer.DestinationAddress} ({offer.DistanceToCover.toFixed(1)} km)
        </Text>
        <Text size="lg" fw={700}>
          {formatMoney(offer.EstimatedAmount, offer.CurrencySign)}{' '}
          <Text span size="sm" fw={400} c="dimmed">
            {offer.PaymentMethodName}
          </Text>
        </Text>
        {approved.length > 1 && (
          <Select
            label="The car you drive"
            placeholder="Choose a car"
            data={approved.map((car) => ({ value: String(car.Id), label: carName(car) }))}
            value={carId}
            onChange={setCarId}
          />
        )}
        {error && (
          <Alert color="red" role="alert" title="The offer could not be answered">
            {error.message}
          </Alert>
        )}
        <Group grow>
          <Button
            variant="default"
            size="md"
            loading={decline.isPending}
            disabled={accept.isPending}
            onClick={() =>
              decline.mutate({ body: { Id: offer.Id } }, { onError: (failed) => onRefused(failed.message) })
            }
          >
            Decline
          </Button>
          <Button
            size="md"
            color="green"
            loading={accept.isPending}
            disabled={needsCar || decline.isPending || secondsLeft === 0}
            onClick={() =>
              accept.mutate(
                { body: { Id: offer.Id, ...(carId ? { CarDetailId: Number(carId) } : {}) } },
                { onError: (failed) => onRefused(failed.message) },
              )
            }
          >
            Accept
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
