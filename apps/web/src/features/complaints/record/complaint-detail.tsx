import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type Complaint, ComplaintStatus, complaintTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../../components/format.ts';
import { PageBreadcrumb } from '../../../components/navigation/page-breadcrumb.tsx';
import { type RecordFact, RecordFacts, useCanCall } from '../../../components/screen/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useComplaint } from '../api/get-complaint.ts';
import { useComplaintFeedbacks } from '../api/get-complaint-feedbacks.ts';
import { COMPLAINT_CENTER, COMPLAINTS_PAGE } from '../complaint-center.ts';
import { carOf, customerOf, driverOf } from '../complaint-columns.tsx';
import { ComplaintStatusBadge } from '../complaint-status-badge.tsx';
import { ComplaintResponse } from '../response/complaint-response.tsx';
import { ComplaintPicture } from './complaint-picture.tsx';
import { ComplaintThread } from './complaint-thread.tsx';

const rideLink = (rideId: number) => (
  <Anchor component={Link} to={`${paths.admin('otherrides')}/${rideId}`}>
    Ride #{rideId}
  </Anchor>
);

/** The complaint's fields, in the order a person checks one: its state, who, which ride, what it cost. */
const complaintFacts = (complaint: Complaint): RecordFact[] => [
  [
    'Status',
    <ComplaintStatusBadge
      key="status"
      status={complaint.ComplaintStatus}
      name={complaint.ComplaintStatusName}
    />,
  ],
  ['Date', formatDateTime(complaint.ComplaintDate)],
  ['Ride', rideLink(complaint.RideId)],
  ['Customer', customerOf(complaint)],
  ['Customer Phone', complaint.CustomerPhoneNumber || '—'],
  ['Driver', driverOf(complaint)],
  ['Driver Phone', complaint.DriverPhoneNumber || '—'],
  ['Car', carOf(complaint)],
  ['Amount', `₦${formatNumber(complaint.Amount)}`],
  ...(complaint.ComplaintStatus === ComplaintStatus.Resolved
    ? ([
        [
          'Resolved By',
          `${complaint.ResolvedByFirstname ?? ''} ${complaint.ResolvedBySurname ?? ''}`.trim() || '—',
        ],
      ] as RecordFact[])
    : []),
];

/**
 * issue 17 §5: a complaint's page: breadcrumb, the complaint with its picture and its ride, the thread,
 * and, while it is Pending, the response form and Close.
 */
export function ComplaintDetail({ id }: { id: string }) {
  const complaintId = Number(id);
  const valid = Number.isInteger(complaintId) && complaintId > 0;
  const complaint = useComplaint(complaintId, { enabled: valid });
  const thread = useComplaintFeedbacks(complaintId, { enabled: valid });
  const canRespond = useCanCall(calls.Complaint.RespondToComplaint);
  const title = `Complaint #${id}`;
  const trail = [{ label: COMPLAINT_CENTER, to: paths.admin(COMPLAINTS_PAGE) }, { label: title }];
  if (!complaint.data) {
    return (
      <>
        <PageBreadcrumb items={trail} />
        {complaint.isError || !valid ? (
          <Alert
            color="yellow"
            title={valid ? complaintTexts.noComplaint(complaintId) : `There is no complaint with Id ${id}`}
          >
            <Button component={Link} to={paths.admin(COMPLAINTS_PAGE)} variant="default">
              Back to {COMPLAINT_CENTER}
            </Button>
          </Alert>
        ) : (
          <Loader aria-label="Loading the complaint" />
        )}
      </>
    );
  }
  const data = complaint.data;
  const pending = data.ComplaintStatus === ComplaintStatus.Pending;
  return (
    <Stack gap="xl">
      <div>
        <PageBreadcrumb items={trail} />
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {data.Title}
        </Title>
      </div>
      <RecordFacts label="The complaint" facts={complaintFacts(data)} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          Message
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {data.Message}
        </Text>
        {data.Picture && (
          <Group>
            <ComplaintPicture
              src={data.Picture}
              title={`Picture of ${data.Title}`}
              label="View the complaint's picture"
            />
          </Group>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Responses
        </Title>
        {thread.data ? (
          <ComplaintThread entries={thread.data.rows} Picture={ComplaintPicture} />
        ) : (
          <Loader size="sm" aria-label="Loading the responses" />
        )}
      </Stack>
      {pending && canRespond && <ComplaintResponse key={data.Id} complaint={data} />}
    </Stack>
  );
}
