import '@mantine/core/styles/Rating.layer.css';
import { Button, Rating, Stack, Text, Textarea } from '@mantine/core';
import type { MyRide } from '@wayfare/contracts';
import { useState } from 'react';
import { useReloadMyRides } from '../../live/api/reload-my-rides.ts';
import { useRateRide } from '../api/rate-ride.ts';

const stars = (count: number) => `${count} star${count === 1 ? '' : 's'}`;

/** issue 33: the rider rates the driver once (RatedByMe, or a rating just given, ends the form). */
export function RateDriver({ ride }: { ride: MyRide }) {
  const driver = ride.DriverFirstname ?? 'your driver';
  const [value, setValue] = useState(0);
  const [comment, setComment] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const reload = useReloadMyRides();
  const rate = useRateRide({ onSuccess: reload, meta: { silent: true } });

  const send = async () => {
    try {
      const rating = await rate.mutateAsync({
        body: { RideId: ride.Id, StarRating: value, Comment: comment.trim() || null },
      });
      setSaid(`You gave ${driver} ${stars(rating.StarRating)}. Thank you`);
    } catch (error) {
      setSaid(error instanceof Error ? error.message : String(error));
    }
  };

  if (said) return <Text role="status">{said}</Text>;
  if (ride.RatedByMe) return <Text c="dimmed">You have rated {driver} on this ride.</Text>;
  return (
    <Stack gap="xs">
      <Rating
        role="radiogroup"
        aria-label={`Rate ${driver}`}
        size="lg"
        value={value}
        onChange={setValue}
        getSymbolLabel={stars}
      />
      <Textarea
        label="Comment (optional)"
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Button onClick={() => void send()} disabled={value === 0} loading={rate.isPending}>
        Rate {driver}
      </Button>
    </Stack>
  );
}
