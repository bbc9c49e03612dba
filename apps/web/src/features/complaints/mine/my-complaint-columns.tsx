import { type Complaint, ComplaintStatus } from '@wayfare/contracts';
import type { ScreenColumn } from '../../../components/screen/index.ts';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { carOf, driverOf } from '../complaint-columns.tsx';

export const MY_COMPLAINTS = 'My Complaints';

/** issue 17 §4: Pending waits for an answer (orange), Resolved is done (green), in the shared tones. */
export function MyComplaintStatusBadge({ complaint }: { complaint: Complaint }) {
  return (
    <ToneBadge tone={complaint.ComplaintStatus === ComplaintStatus.Pending ? 'orange' : 'green'}>
      {complaint.ComplaintStatusName}
    </ToneBadge>
  );
}

/** The customer's complaints (/teacher/complaints): #, Title, Ride, Driver, Car, Date, Status, and View. */
export function myComplaintColumns(onView: (complaint: Complaint) => void): ScreenColumn<Complaint>[] {
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Title', title: 'Title', card: 'title' },
    { key: 'RideId', title: 'Ride', value: (complaint) => `Ride #${complaint.RideId}` },
    { key: 'Driver', title: 'Driver', value: driverOf },
    { key: 'Car', title: 'Car', value: carOf },
    { key: 'ComplaintDate', title: 'Date', kind: 'dateTime' },
    {
      key: 'ComplaintStatus',
      title: 'Status',
      card: 'badge',
      width: 110,
      render: (complaint) => <MyComplaintStatusBadge complaint={complaint} />,
    },
    {
      key: 'actions',
      title: 'Actions',
      kind: 'actions',
      actions: (complaint) => [{ label: 'View', onClick: () => onView(complaint) }],
    },
  ];
}
