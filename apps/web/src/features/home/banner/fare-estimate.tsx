import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FareEstimate, MAX_DISTANCE_KM, MIN_DISTANCE_KM } from '@wayfare/contracts';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '../../../components/format-money.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useInBrowser } from '../../../lib/use-in-browser.ts';
import { fieldErrorsOf } from '../../../lib/zod-form.ts';
import { useEstimateFare } from '../api/estimate-fare.ts';

const labels = {
  distanceToCover: 'Distance (km)',
  isHighTraffic: 'High traffic',
  isShared: 'Share the ride',
};

function EstimateLine({ estimate }: { estimate: FareEstimate }) {
  return (
    <Stack gap={2} role="status" aria-label="Fare estimate">
      <Text size="sm" c="dimmed">
        Estimated fare for {estimate.DistanceToCover} km
      </Text>
      <Text fz={28} fw={700} c="brand.8">
        {formatMoney(estimate.EstimatedAmount, estimate.CurrencySign)}
      </Text>
      {estimate.IsShared && estimate.SharedDiscountInPercent > 0 ? (
        <Text size="sm" c="dimmed">
          With {estimate.SharedDiscountInPercent}% off for sharing the ride
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * issue 20 §3: the home page's fare estimate, on the public Ride/EstimateFare (the distance in km, high
 * traffic, sharing). A plain Mantine form, not the form engine, so the home page stays light (issue 20
 * §5); the server checks the distance and its refusal shows under the field.
 */
export function FareEstimateBox() {
  const [distance, setDistance] = useState('');
  const [highTraffic, setHighTraffic] = useState(false);
  const [shared, setShared] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const estimate = useEstimateFare({ meta: { fieldLabels: labels } });
  // The server draws the box (issue 20 §5); until the app runs it cannot answer, so it takes no input.
  const waiting = !useInBrowser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    estimate.mutate(
      { query: { distanceToCover: distance, isHighTraffic: highTraffic, isShared: shared } },
      {
        onError(error) {
          if (error instanceof ApiError) setErrors(fieldErrorsOf(error.fieldErrors, labels));
        },
      },
    );
  };

  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="md" c="dark" w="100%" maw={420}>
      <form onSubmit={submit} noValidate aria-labelledby="fare-estimate-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="fare-estimate-title">
            Estimate your fare
          </Title>
          <TextInput
            label={labels.distanceToCover}
            type="number"
            inputMode="decimal"
            min={MIN_DISTANCE_KM}
            max={MAX_DISTANCE_KM}
            step="any"
            placeholder="12.5"
            withAsterisk
            value={distance}
            onChange={(event) => setDistance(event.currentTarget.value)}
            error={errors.distanceToCover}
            disabled={waiting}
          />
          <Group gap="lg">
            <Checkbox
              label={labels.isHighTraffic}
              checked={highTraffic}
              onChange={(event) => setHighTraffic(event.currentTarget.checked)}
              error={errors.isHighTraffic}
              disabled={waiting}
            />
            <Checkbox
              label={labels.isShared}
              checked={shared}
              onChange={(event) => setShared(event.currentTarget.checked)}
              error={errors.isShared}
              disabled={waiting}
            />
          </Group>
          <Button type="submit" loading={estimate.isPending} disabled={waiting}>
            Estimate
          </Button>
          {estimate.data && !estimate.isPending ? <EstimateLine estimate={estimate.data} /> : null}
        </Stack>
      </form>
    </Paper>
  );
}
