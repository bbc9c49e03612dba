import { Anchor, Button } from '@mantine/core';
import type { Complaint } from '@wayfare/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format.ts';
import type { RecordFact } from '../../../components/screen/index.ts';
import { paths } from '../../../lib/paths.ts';
import { carOf, driverOf } from '../complaint-columns.tsx';
import { ComplaintRecord } from '../complaint-page/complaint-record.tsx';
import { MY_COMPLAINTS, MyComplaintStatusBadge } from '../mine/my-complaint-columns.tsx';
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
  return (
    <ComplaintRecord
      id={id}
      list={{ label: MY_COMPLAINTS, to: paths.customer('complaints') }}
      back={
        <Button variant="default" onClick={onBack}>
          Back to {MY_COMPLAINTS}
        </Button>
      }
      facts={myComplaintFacts}
      picture={(complaint, src) => (
        <LinkedPicture src={src} title={complaint.Title} label="Open the complaint's picture" />
      )}
      Picture={LinkedPicture}
      footer={(complaint) => <ComplaintReply key={complaint.Id} complaint={complaint} />}
    />
  );
}
