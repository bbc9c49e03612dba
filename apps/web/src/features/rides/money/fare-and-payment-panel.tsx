import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { useCanCall } from '../../../components/screen/index.ts';
import { useRideMoney } from '../api/get-ride-money.ts';
import { RideChargeDialog, type RideChargeKind, rideCharges } from '../charge/ride-charge-dialog.tsx';
import { RideMoneyBreakdown } from './ride-money-breakdown.tsx';
import { RideMoneyLines } from './ride-money-lines.tsx';

/**
 * issue 30: the admin ride page's 'Fare and payment': the breakdown, the ledger lines behind it, and
 * Refund and Charge fee for those whose role may edit rides: Refund while something paid is left to give
 * back (a late cancellation's fee too), Charge fee on a completed ride, as the server allows them.
 */
export function FareAndPaymentPanel({ rideId, completed }: { rideId: number; completed: boolean }) {
  const money = useRideMoney(rideId);
  const canRefund = useCanCall(calls.Ride.RefundRide);
  const canCharge = useCanCall(calls.Ride.ChargeRideFee);
  const [acting, setActing] = useState<RideChargeKind | null>(null);
  const offered = {
    refund: canRefund && (money.data?.Refundable ?? 0) > 0,
    fee: canCharge && completed,
  };
  const actions = (['refund', 'fee'] as const).filter((kind) => offered[kind]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="fare-and-payment">
      <Group justify="space-between">
        <Title order={3} size="h4" id="fare-and-payment">
          Fare and payment
        </Title>
        {actions.length > 0 && (
          <Group gap="xs">
            {actions.map((kind) => (
              <Button key={kind} variant="light" size="xs" onClick={() => setActing(kind)}>
                {rideCharges[kind].title}
              </Button>
            ))}
          </Group>
        )}
      </Group>
      {money.data ? (
        <>
          <RideMoneyBreakdown money={money.data} />
          {money.data.Lines.length > 0 ? (
            <RideMoneyLines rideId={rideId} lines={money.data.Lines} />
          ) : (
            <Text size="sm" c="dimmed">
              No money has moved on this ride.
            </Text>
          )}
        </>
      ) : money.isError ? (
        <Alert color="yellow" title="The ride's money could not be loaded">
          {money.error.message}
        </Alert>
      ) : (
        <Loader size="sm" aria-label="Loading the ride's money" />
      )}
      <RideChargeDialog kind={acting} rideId={rideId} onClose={() => setActing(null)} />
    </Stack>
  );
}
