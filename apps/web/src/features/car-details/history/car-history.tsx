import { Loader, Pagination, Stack, Text, Timeline, Title } from '@mantine/core';
import { CAR_HISTORY_PAGE_SIZE } from '@wayfare/contracts';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format.ts';
import { useCarDetailUpdates } from '../api/get-car-detail-updates.ts';
import { carStatusColour } from '../car-status-badge.tsx';

const actorOf = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'System';

/** spec 001 §9, issue 17 §5: the car's history, newest first, 10 to a page (GetCarDetailUpdates). */
export function CarHistory({ carDetailId }: { carDetailId: number }) {
  const [page, setPage] = useState(0);
  const history = useCarDetailUpdates(carDetailId, page);
  const pages = Math.ceil((history.data?.total ?? 0) / CAR_HISTORY_PAGE_SIZE);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        History
      </Title>
      {history.data ? (
        // A list to assistive technology too: the entries in their order.
        <Timeline bulletSize={18} lineWidth={2} role="list" aria-label="History">
          {history.data.rows.map((update) => (
            <Timeline.Item
              // The entries have no Id: a time and a status tell them apart.
              key={`${update.CreatedDate}-${update.Status}-${update.Reason ?? ''}`}
              role="listitem"
              title={update.StatusName}
              color={carStatusColour(update.Status)}
            >
              <Text size="sm" c="dimmed">
                {formatDateTime(update.CreatedDate)} ·{' '}
                {actorOf(update.ActionUserFirstname, update.ActionUserSurname)}
              </Text>
              {update.Reason && <Text size="sm">{update.Reason}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      ) : (
        <Loader size="sm" aria-label="Loading the history" />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(next) => setPage(next - 1)}
          size="sm"
          aria-label="History pages"
        />
      )}
    </Stack>
  );
}
