import { Loader, Text } from '@mantine/core';
import { type MyRide, RideStatus } from '@wayfare/contracts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { RecordSection } from '../../../components/screen/index.ts';
import { downloadRideReceipt } from '../api/download-ride-receipt.ts';
import { useRideMoney } from '../api/get-ride-money.ts';
import { RideMoneyBreakdown } from '../money/ride-money-breakdown.tsx';
import { PayOwedFare } from './pay-owed-fare.tsx';
import { TipDriverForm } from './tip-driver-form.tsx';

/**
 * issue 30: the ride's money in the rider's panel: the fare breakdown, any amount owed with Pay, the
 * receipt once completed, and Tip while the ride allows one (the rider's alone).
 */
export function MyRideMoney({ ride }: { ride: MyRide }) {
  const money = useRideMoney(ride.Id);
  const completed = ride.RideStatus === RideStatus.Completed;
  return (
    <RecordSection title="Fare and payment">
      {money.data ? (
        <>
          <RideMoneyBreakdown money={money.data} />
          {ride.AmCustomer && money.data.Owed > 0 && <PayOwedFare money={money.data} />}
          {completed && (
            <DownloadButton
              label="Download Receipt"
              fileName={`receipt-ride-${ride.Id}.pdf`}
              download={() => downloadRideReceipt(ride.Id)}
            />
          )}
          {ride.AmCustomer && completed && money.data.TipAllowance > 0 && (
            <TipDriverForm money={money.data} />
          )}
        </>
      ) : money.isError ? (
        <Text size="sm" c="dimmed">
          The fare could not be loaded: {money.error.message}
        </Text>
      ) : (
        <Loader size="sm" aria-label="Loading the fare" />
      )}
    </RecordSection>
  );
}
