import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { type Complaint, complaintTexts } from '@wayfare/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format.ts';
import { PageBreadcrumb } from '../../../components/navigation/page-breadcrumb.tsx';
import { type RecordFact, RecordFacts } from '../../../components/screen/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useComplaint } from '../api/get-complaint.ts';
import { useComplaintFeedbacks } from '../api/get-complaint-feedbacks.ts';
import { carOf, driverOf } from '../complaint-columns.tsx';
import { MY_COMPLAINTS, MyComplaintStatusBadge } from '../mine/my-complaint-columns.tsx';
import { ComplaintThread } from '../record/complaint-thread.tsx';
import { ComplaintReply } from './complaint-reply.tsx';
import { LinkedPicture } from './linked-picture.tsx';

const rideLink = (rideId: number) => (
  <Anchor component={Link} to={`${paths.customer('rides')}?view=${rideId}`}>
    Ride #{rideId}
  </Anchor>
);

/** The complaint as its rider reads it: its state, the ride, who drove it, who answered. */
const myComplaintFacts = (complaint: Complaint): RecordFact[] => [
  ['Status', <MyComplaintStatusBadge key="status" complaint={complaint} />],
  ['Date', formatDateTime(complaint.ComplaintDate)],
  ['Ride', rideLink(complaint.RideId)],
  ['Driver', driverOf(complaint)],
  ['Car', carOf(complaint)],
  [
    'Resolved By',
    `${complaint.ResolvedByFirstname ?? ''} ${complaint.ResolvedBySurname ?? ''}`.trim() || '—',
  ],
];

/**
 * One of the person's complaints (`/teacher/complaints?view=<Id>`): breadcrumb, the complaint with its
 * picture, the thread (the person's entries marked 'You'), and the reply form, Pending or Resolved.
 */
export function MyComplaintDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const complaintId = Number(id);
  const valid = Number.isInteger(complaintId) && complaintId > 0;
  const complaint = useComplaint(complaintId, { enabled: valid });
  const thread = useComplaintFeedbacks(complaintId, { enabled: valid });
  const title = `Complaint #${id}`;
  const trail = [{ label: MY_COMPLAINTS, to: paths.customer('complaints') }, { label: title }];
  if (!complaint.data) {
    return (
      <>
        <PageBreadcrumb items={trail} />
        {complaint.isError || !valid ? (
          <Alert
            color="yellow"
            title={valid ? complaintTexts.noComplaint(complaintId) : `There is no complaint with Id ${id}`}
          >
            <Button variant="default" onClick={onBack}>
              Back to {MY_COMPLAINTS}
            </Button>
          </Alert>
        ) : (
          <Loader aria-label="Loading the complaint" />
        )}
      </>
    );
  }
  const data = complaint.data;
  return (
    <Stack gap="xl">
      <div>
        <PageBreadcrumb items={trail} />
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {data.Title}
        </Title>
      </div>
      <RecordFacts label="The complaint" facts={myComplaintFacts(data)} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          Message
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {data.Message}
        </Text>
        {data.Picture && (
          <LinkedPicture src={data.Picture} title={data.Title} label="Open the complaint's picture" />
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Responses
        </Title>
        {thread.data ? (
          <ComplaintThread entries={thread.data.rows} Picture={LinkedPicture} />
        ) : (
          <Loader size="sm" aria-label="Loading the responses" />
        )}
      </Stack>
      <ComplaintReply key={data.Id} complaint={data} />
    </Stack>
  );
}
