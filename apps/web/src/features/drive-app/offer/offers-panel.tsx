import { Alert, CloseButton, Group, Stack, Text } from '@mantine/core';
import type { CarDetail } from '@wayfare/contracts';
import { OfferCard } from './offer-card.tsx';
import { useOffers } from './use-offers.ts';

/** issue 33: the offers made to the driver as they come, and a word on one that ended elsewhere. */
export function OffersPanel({ cars }: { cars: readonly CarDetail[] }) {
  const { offers, ended, tellEnded, dismissEnded } = useOffers();
  return (
    <Stack gap="sm">
      {ended && (
        <Alert color="yellow" role="status">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{ended}</Text>
            <CloseButton aria-label="Dismiss" onClick={dismissEnded} size="sm" />
          </Group>
        </Alert>
      )}
      {offers.map((offer) => (
        <OfferCard key={offer.Id} offer={offer} cars={cars} onRefused={tellEnded} />
      ))}
    </Stack>
  );
}
