import { RidePaymentMethod, type RidePaymentMethodId } from '@wayfare/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFareEstimate } from '../api/estimate-fare.ts';
import { useMyCards } from '../api/get-my-cards.ts';
import { useMyWallet } from '../api/get-my-wallet.ts';
import { useRequestRide } from '../api/request-ride.ts';
import type { PinKind } from './map/place-marks.ts';
import { useBrowserPosition } from './map/use-browser-position.ts';
import { defaultMethod, paymentChoices } from './pay/payment-choices.ts';
import { fromPosition, type PlacePoint, pickupFields, placeText } from './places/booking-places.ts';

/**
 * The booking's state: the pick-up (the browser's position until the rider sets one), the destination,
 * sharing, the promo code and the way to pay (the best that fits until the rider chooses); the estimate,
 * and Request under one Idempotency-Key per booking (a new one once the booking changes or was refused:
 * the server replays a key's first answer).
 */
export function useBooking() {
  const position = useBrowserPosition();
  const [pickup, setPickup] = useState<PlacePoint | null>(null);
  const [pickupSetByHand, setPickupSetByHand] = useState(false);
  const [destination, setDestination] = useState<PlacePoint | null>(null);
  const [shared, setShared] = useState(false);
  const [promoCode, setPromoCode] = useState('');
  const [chosenMethod, setChosenMethod] = useState<RidePaymentMethodId | null>(null);
  const [pinFor, setPinFor] = useState<PinKind>('destination');
  useEffect(() => {
    if (position.status === 'found' && !pickupSetByHand)
      setPickup(fromPosition(position.latitude, position.longitude, 'Your location'));
  }, [position, pickupSetByHand]);

  const choosePickup = useCallback((place: PlacePoint) => {
    setPickupSetByHand(true);
    setPickup(place);
  }, []);
  const pin = useCallback(
    (kind: PinKind, latitude: number, longitude: number) => {
      const place = fromPosition(latitude, longitude, 'Pinned on the map');
      if (kind === 'pickup') choosePickup(place);
      else setDestination(place);
    },
    [choosePickup],
  );

  const estimate = useFareEstimate(pickup, destination, shared);
  const wallet = useMyWallet();
  const cards = useMyCards();
  const choices = estimate.data
    ? paymentChoices(estimate.data.EstimatedAmount, wallet.data?.Balance, cards.data?.[0])
    : [];
  const method = chosenMethod ?? defaultMethod(choices);
  const promo = promoCode.trim();
  const body =
    pickup && destination
      ? {
          PickupLatitude: pickup.latitude,
          PickupLongitude: pickup.longitude,
          DestinationLatitude: destination.latitude,
          DestinationLongitude: destination.longitude,
          ...pickupFields(pickup),
          DestinationAddress: placeText(destination),
          AllowSharing: shared,
          PaymentMethod: method,
          PromoCode: promo !== '' && method !== RidePaymentMethod.Cash ? promo : null,
        }
      : null;
  const request = useRequestRide();
  const [refusals, setRefusals] = useState(0);
  const bodyText = JSON.stringify(body);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for each booking (its body) and after each refusal.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [bodyText, refusals]);
  // Set at the tap itself: a second tap before the page draws the button busy books nothing more.
  const sending = useRef(false);
  const submit = () => {
    if (!body || sending.current) return;
    sending.current = true;
    request.mutate(
      { body, idempotencyKey },
      {
        onError: () => {
          sending.current = false;
          setRefusals((count) => count + 1);
        },
      },
    );
  };

  return {
    position,
    pickup,
    pickupSetByHand,
    choosePickup,
    destination,
    setDestination,
    pin,
    pinFor,
    setPinFor,
    estimate,
    choices,
    method,
    setMethod: setChosenMethod,
    promoCode,
    setPromoCode,
    shared,
    setShared,
    canRequest: body !== null && estimate.isSuccess && !request.isPending && !request.isSuccess,
    submit,
    request,
  };
}
