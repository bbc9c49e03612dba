import { Stack, Title } from '@mantine/core';
import { NoRecordCard } from '../../components/feedback/status-cards.tsx';

/** spec 000 §3.3: the recent-ride summary the detail view lists. */
export type RecentRide = {
  RideStatusName: string;
  RideDate: string;
  AmCustomer: boolean;
  DestinationAddress: string;
  CarName: string;
  CarModel: string;
  CarYear: string;
};

/**
 * spec 001 §2: the person's recent rides on their detail view. The rides calls arrive with the rides
 * issue, which passes their rows here (and lists them); until then there are none: 'No Record'.
 */
export function RecentRides({ rides }: { rides: RecentRide[] }) {
  return (
    <Stack gap="xs" mt="xl">
      <Title order={3} size="h4">
        Recent Rides
      </Title>
      {rides.length === 0 && <NoRecordCard />}
    </Stack>
  );
}
