import { Alert, Button, Group, Text } from '@mantine/core';
import type { MyRide } from '@wayfare/contracts';
import type { FormValues } from '@wayfare/eform/core';
import { useState } from 'react';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRateRide } from '../api/rate-ride.ts';
import { rateLabels, rateRideForm } from './rate-ride-form.ts';

const stars = (count: number) => `${count} star${count === 1 ? '' : 's'}`;

/** What a ride the person rated already shows in Rate's place. */
export const ratedAlready = (ratedName: string) => `You have rated ${ratedName} on this ride.`;

/**
 * issue 17 §3: a completed ride's Rate. Its rider rates the driver, its driver the rider, once: a ride
 * rated already (RatedByMe) says so instead. Past its 7 days only the server knows: its refusal takes
 * the form's place, as a rating given here does.
 */
export function RateRide({ ride, ratedName }: { ride: MyRide; ratedName: string }) {
  const model = useAppFormModel(rateRideForm);
  const rate = useRateRide({ meta: { fieldLabels: rateLabels } });
  // The ride too: its RatedByMe turns true.
  const refresh = useRefreshAreas(['Rating', 'Ride']);
  const [outcome, setOutcome] = useState<{ done: boolean; text: string } | null>(null);

  const send = async (values: FormValues) => {
    try {
      const rating = await rate.mutateAsync({
        body: {
          RideId: ride.Id,
          StarRating: Number(values.StarRating),
          Comment: values.Comment ? String(values.Comment) : null,
        },
      });
      const text = `You gave ${ratedName} ${stars(rating.StarRating)}. Thank you`;
      alertStore.success(text);
      setOutcome({ done: true, text });
      await refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 400) model?.setServerErrors(error.fieldErrors);
      else setOutcome({ done: false, text: error.message });
    }
  };

  if (outcome) {
    return (
      <Alert color={outcome.done ? 'green' : 'yellow'} role="status">
        <Text size="sm">{outcome.text}</Text>
      </Alert>
    );
  }
  if (ride.RatedByMe) {
    return (
      <Text size="sm" c="dimmed">
        {ratedAlready(ratedName)}
      </Text>
    );
  }
  return (
    <AppEForm model={model} onSubmit={(values) => void send(values)}>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={rate.isPending}>
          Rate
        </Button>
      </Group>
    </AppEForm>
  );
}
