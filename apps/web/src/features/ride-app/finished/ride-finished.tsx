import '@mantine/core/styles/Divider.layer.css';
import { Alert, Button, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { formatNaira, type MyRide, RideStatus } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { DownloadButton } from '../../../components/download-button.tsx';
import { downloadRideReceipt } from './api/download-ride-receipt.ts';
import { useMyRideStatusUpdates } from './api/get-my-ride-status-updates.ts';
import { useRideMoney } from './api/get-ride-money.ts';
import { FareBreakdown } from './fare-breakdown.tsx';
import { RateDriver } from './feedback/rate-driver.tsx';
import { ReportProblem } from './feedback/report-problem.tsx';
import { TipDriver } from './feedback/tip-driver.tsx';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="xs" component="section" aria-label={title}>
    <Title order={3} size="h5">
      {title}
    </Title>
    {children}
  </Stack>
);

/** Completed: the fare and receipt, rate, tip, 'Report a problem'. */
function RideCompleted({ ride }: { ride: MyRide }) {
  const money = useRideMoney(ride.Id);
  return (
    <>
      <Title order={2} size="h3">
        You have arrived
      </Title>
      <Section title="Your fare">
        {money.data ? (
          <FareBreakdown money={money.data} />
        ) : (
          <Loader size="sm" aria-label="Loading the fare" />
        )}
        {money.isError && <Alert color="yellow">The fare could not be loaded: {money.error.message}</Alert>}
        <DownloadButton
          label="Download receipt"
          fileName={`receipt-ride-${ride.Id}.pdf`}
          download={() => downloadRideReceipt(ride.Id)}
        />
      </Section>
      <Divider />
      <Section title="Rate your driver">
        <RateDriver ride={ride} />
      </Section>
      {money.data && money.data.TipAllowance > 0 && (
        <Section title="Tip your driver">
          <TipDriver money={money.data} />
        </Section>
      )}
      <Divider />
      <ReportProblem ride={ride} />
    </>
  );
}

/** Who ended the ride, in the rider's words: them, their driver, or no driver taking it in time. */
export function cancelledBy(ride: MyRide, byUserId: string | null) {
  if (byUserId === null) return 'No driver took your ride, so it was cancelled';
  if (byUserId === ride.DriverId) return 'Your driver cancelled the ride';
  if (byUserId === ride.CustomerId) return 'You cancelled the ride';
  return 'The ride was cancelled';
}

/**
 * The cancellation fee as the rider reads it: charged from the wallet, or (a wallet short of it) owed,
 * which they pay before their next ride.
 */
export function feeText(money: { CancellationFee: number; Owed: number }) {
  const fee = money.CancellationFee + money.Owed;
  if (fee === 0) return 'No fee was charged.';
  if (money.Owed === 0) return `A cancellation fee of ${formatNaira(fee)} was charged.`;
  return `A cancellation fee of ${formatNaira(fee)} applies: ${formatNaira(money.Owed)} of it is owed, to pay from your wallet before your next ride.`;
}

/** Cancelled: who cancelled, why, and the fee if one was due. */
function RideCancelled({ ride }: { ride: MyRide }) {
  const history = useMyRideStatusUpdates(ride.Id);
  const money = useRideMoney(ride.Id);
  const last = history.data?.rows.findLast((update) => update.RideStatus === RideStatus.Cancelled);
  return (
    <>
      <Title order={2} size="h3">
        {history.data ? cancelledBy(ride, last?.ByUserId ?? null) : 'Your ride was cancelled'}
      </Title>
      {last?.Reason && <Text>Reason: {last.Reason}</Text>}
      {money.data && <Text>{feeText(money.data)}</Text>}
    </>
  );
}

/** A ride Completed or Cancelled, shown once to its rider until `onDone` (issue 33). */
export function RideFinished({ ride, onDone }: { ride: MyRide; onDone: () => void }) {
  return (
    <Stack gap="md">
      {ride.RideStatus === RideStatus.Completed ? (
        <RideCompleted ride={ride} />
      ) : (
        <RideCancelled ride={ride} />
      )}
      <Button onClick={onDone} fullWidth>
        Done
      </Button>
    </Stack>
  );
}
