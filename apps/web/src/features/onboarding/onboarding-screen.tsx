import { Alert, Badge, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { onboardingTexts, type ReviewQueueItem } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { formatDateTime } from '../../components/format.ts';
import { NO_PERMISSION, RecordFacts, useCallPermission } from '../../components/screen/index.ts';
import { ReviewActions } from './actions/review-actions.tsx';
import { useReviewActions } from './actions/use-review-actions.ts';
import { useReviewQueue } from './api/get-review-queue.ts';
import { ReviewDocuments } from './review-documents.tsx';
import { reviewKey, useReviewOrder } from './use-review-order.ts';

/** The record's own facts beside its driver's and how long it has waited. */
function RecordData({ item }: { item: ReviewQueueItem }) {
  const facts = item.Facts.map(({ Label, Value }) => [Label, Value] as [string, string]);
  return (
    <RecordFacts
      label="The record's data"
      facts={[
        ...facts,
        ['Driver', item.DriverFullName],
        ['E-mail', item.DriverEmail],
        ['Phone', item.DriverPhone ?? '—'],
        ['Waiting since', formatDateTime(item.WaitingSince)],
      ]}
    />
  );
}

function ReviewQueue() {
  const queue = useReviewQueue();
  const order = useReviewOrder(queue.data?.rows ?? []);
  const actions = useReviewActions(order.done);
  if (queue.isPending) return <Loader m="xl" aria-label="Loading the queue" />;
  if (queue.isError) return null;
  const { current } = order;
  return (
    <Stack gap="md">
      <Text>
        {onboardingTexts.awaitingReview}: <strong>{queue.data.total}</strong>. Oldest first; the keys A, I and
        S approve, mark as incomplete and skip.
      </Text>
      {!current ? (
        <Alert color="green" title={onboardingTexts.empty} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
            <ReviewDocuments documents={current.Documents} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
            <Card withBorder padding="md">
              <Stack gap="md">
                <Group gap="xs">
                  <Badge variant="light">{current.Kind}</Badge>
                  <Title order={2} size="h4">
                    {current.Title}
                  </Title>
                </Group>
                <RecordData item={current} />
                <ReviewActions
                  key={reviewKey(current)}
                  item={current}
                  busy={actions.busy}
                  onApprove={() => actions.approve(current)}
                  onIncomplete={(reason) => actions.markIncomplete(current, reason)}
                  onSkip={() => order.skip(current)}
                />
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/**
 * Issue 32: the onboarding queue, one record at a time: its papers and pictures beside its data (stacked
 * on a phone, the data and actions first), for whoever may approve cars or licences.
 */
export function OnboardingScreen() {
  const permission = useCallPermission(calls.Onboarding.GetReviewQueue);
  if (permission === 'allowed') return <ReviewQueue />;
  if (permission === 'loading') return <Loader m="xl" aria-label="Loading your rights" />;
  return (
    <Alert color="yellow" title={NO_PERMISSION} role="alert">
      {onboardingTexts.noRights}
    </Alert>
  );
}
