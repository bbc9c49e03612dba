import { Stack, Title } from '@mantine/core';
import { adminActivityColumns } from '../../../components/activity/activity-columns.tsx';
import { ScreenListing } from '../../../components/screen/index.ts';
import { useLatestAdminActivities } from '../api/get-admin-activities.ts';

const RECENT = 10;
const columns = adminActivityColumns({ withWho: false });

/** issue 14 §4: an administrator's latest admin changes, on their detail view (full administrators only). */
export function RecentAdminActions({ userId }: { userId: string }) {
  const actions = useLatestAdminActivities(userId, RECENT);
  return (
    <Stack gap="xs" mt="xl">
      <Title order={3} size="h4">
        Recent Admin Actions
      </Title>
      <ScreenListing
        label="Recent Admin Actions"
        columns={columns}
        rows={actions.data?.rows ?? []}
        loading={actions.isPending}
      />
    </Stack>
  );
}
