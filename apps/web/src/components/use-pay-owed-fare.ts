import { formatNaira } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { alertStore } from '../lib/alerts.ts';
import { ApiError } from '../lib/api-client.ts';
import { useCallMutation } from '../lib/call-query.ts';
import { useRefreshAreas } from './screen/index.ts';

/**
 * issue 30: Pay what the rider owes on a ride (PayOwedFare, from the wallet), as the ride's panel and
 * the wallet's outstanding balance both offer it. Paid: a success alert naming the sum and the ride,
 * and the rides and the wallet reload. Refused (a wallet too low is the server's 409 with what is
 * needed): `refusal` holds the server's sentence, to show beside Pay until the next try.
 */
export function usePayOwedFare() {
  const pay = useCallMutation(calls.Ride.PayOwedFare);
  const refresh = useRefreshAreas(['Ride', 'Wallet']);
  const [refusal, setRefusal] = useState<string | null>(null);

  const payRide = async (rideId: number, owed: number) => {
    setRefusal(null);
    try {
      await pay.mutateAsync({ body: { RideId: rideId } });
      alertStore.success(`You paid the ${formatNaira(owed)} owed on ride #${rideId}`);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.message);
    }
  };

  const paying = (rideId: number) => pay.isPending && pay.variables?.body.RideId === rideId;
  return { payRide, paying, refusal };
}
