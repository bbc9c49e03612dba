import { useQueryClient } from '@tanstack/react-query';
import { OfferStatus, type ReplyOf, type RideOffer } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { callKey } from '../../../lib/call-query.ts';
import { useMyDriverUpdates } from '../api/follow-my-driver-updates.ts';
import { useMyOffers } from '../api/get-my-offers.ts';
import { alertNewOffer } from './offer-alert.ts';

/** Why an offer left the screen before the driver answered it here, by its status. */
const endedLines: Record<number, string> = {
  [OfferStatus.Accepted]: 'You accepted that offer elsewhere.',
  [OfferStatus.Declined]: 'You declined that offer elsewhere.',
  [OfferStatus.Expired]: 'The offer expired before it was answered: it went to the next driver.',
  [OfferStatus.Withdrawn]:
    'The offer was withdrawn: the rider cancelled, or the ride is no longer offered to you.',
};

/**
 * issue 33: the driver's open offers, live: read once when the app opens (Ride/GetMyOffers) and after
 * the stream reconnects, with each new offer (a sound and a vibration) and each ended one (gone, with
 * a word why) from Ride/MyDriverUpdates.
 */
export function useOffers() {
  const client = useQueryClient();
  const offers = useMyOffers(true);
  const [ended, setEnded] = useState<string | undefined>(undefined);
  const key = callKey(calls.Ride.GetMyOffers);
  const update = (change: (rows: RideOffer[]) => RideOffer[]) =>
    client.setQueryData<ReplyOf<typeof calls.Ride.GetMyOffers>>(key, (old) => {
      const rows = change(old?.rows ?? []);
      return { rows, total: rows.length };
    });
  const statusChanged = () =>
    void client.invalidateQueries({ queryKey: callKey(calls.Ride.GetMyDriverStatus) });
  useMyDriverUpdates({
    onEvent: (event) => {
      if (event.Type === 'Offer') {
        update((rows) => [event.Offer, ...rows.filter((offer) => offer.Id !== event.Offer.Id)]);
        setEnded(undefined);
        alertNewOffer();
      } else {
        const shown = offers.data?.rows.some((offer) => offer.Id === event.OfferId);
        update((rows) => rows.filter((offer) => offer.Id !== event.OfferId));
        if (shown) setEnded(endedLines[event.Status] ?? `The offer is ${event.StatusName.toLowerCase()}.`);
      }
      statusChanged();
    },
    onReconnect: () => void offers.refetch(),
  });
  const open = (offers.data?.rows ?? []).filter((offer) => offer.Status === OfferStatus.Open);
  return { offers: open, ended, tellEnded: setEnded, dismissEnded: () => setEnded(undefined) };
}
