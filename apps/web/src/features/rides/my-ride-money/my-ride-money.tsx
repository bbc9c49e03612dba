import { Button, Loader, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type MyRide, RideStatus } from '@wayfare/contracts';
import { useState } from 'react';
import { RecordSection } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadRideReceipt } from '../api/download-ride-receipt.ts';
import { useRideMoney } from '../api/get-ride-money.ts';
import { RideMoneyBreakdown } from '../money/ride-money-breakdown.tsx';
import { PayOwedFare } from './pay-owed-fare.tsx';
import { TipDriverForm } from './tip-driver-form.tsx';

/** The receipt (Ride/Receipt) fetched with the token and saved as receipt-ride-12.pdf. */
function ReceiptButton({ rideId }: { rideId: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile((await downloadRideReceipt(rideId)) as Blob, `receipt-ride-${rideId}.pdf`);
    } catch (error) {
      if (!(error instanceof ApiError && error.redirectedToLogin))
        alertStore.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void download()}
    >
      Download Receipt
    </Button>
  );
}

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
          {completed && <ReceiptButton rideId={ride.Id} />}
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
