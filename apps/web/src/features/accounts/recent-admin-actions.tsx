import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { adminActivityColumns } from '../../components/activity/activity-columns.tsx';
import { ScreenListing } from '../../components/screen/index.ts';
import { callQuery } from '../../lib/call-query.ts';

const RECENT = 10;
const columns = adminActivityColumns({ withWho: false });

/** issue 14 §4: an administrator's latest admin changes, on their detail view (full administrators only). */
export function RecentAdminActions({ userId }: { userId: string }) {
  const actions = useQuery(
    callQuery(calls.Activity.GetAdminActivities, { query: { userId, page: 0, pageSize: RECENT } }),
  );
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
