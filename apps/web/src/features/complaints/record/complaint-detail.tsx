import { Anchor, Button, Group } from '@mantine/core';
import { type Complaint, ComplaintStatus } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../../components/format.ts';
import { type RecordFact, useCanCall } from '../../../components/screen/index.ts';
import { paths } from '../../../lib/paths.ts';
import { COMPLAINT_CENTER, COMPLAINTS_PAGE } from '../complaint-center.ts';
import { carOf, customerOf, driverOf } from '../complaint-columns.tsx';
import { ComplaintRecord } from '../complaint-page/complaint-record.tsx';
import { ComplaintStatusBadge } from '../complaint-status-badge.tsx';
import { ComplaintResponse } from '../response/complaint-response.tsx';
import { ComplaintPicture } from './complaint-picture.tsx';

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
  const canRespond = useCanCall(calls.Complaint.RespondToComplaint);
  return (
    <ComplaintRecord
      id={id}
      list={{ label: COMPLAINT_CENTER, to: paths.admin(COMPLAINTS_PAGE) }}
      back={
        <Button component={Link} to={paths.admin(COMPLAINTS_PAGE)} variant="default">
          Back to {COMPLAINT_CENTER}
        </Button>
      }
      facts={complaintFacts}
      picture={(complaint, src) => (
        <Group>
          <ComplaintPicture
            src={src}
            title={`Picture of ${complaint.Title}`}
            label="View the complaint's picture"
          />
        </Group>
      )}
      Picture={ComplaintPicture}
      footer={(complaint) =>
        complaint.ComplaintStatus === ComplaintStatus.Pending &&
        canRespond && <ComplaintResponse key={complaint.Id} complaint={complaint} />
      }
    />
  );
}
