import type { Complaint } from '@wayfare/contracts';
import { formatNumber } from '../../components/format.ts';
import type { ScreenColumn } from '../../components/screen/index.ts';
import { ComplaintStatusBadge } from './complaint-status-badge.tsx';

const named = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || '—';

export const customerOf = (complaint: Complaint) =>
  named(complaint.CustomerFirstname, complaint.CustomerSurname);
export const driverOf = (complaint: Complaint) => named(complaint.DriverFirstname, complaint.DriverSurname);
/** 'Toyota Corolla 2019 (LAG-123-AB)', as the ride lists show a car. */
export const carOf = (complaint: Complaint) => {
  const car = [complaint.CarName, complaint.CarModel, complaint.CarYear].filter(Boolean).join(' ');
  if (!car) return '—';
  return complaint.LicenseNumber ? `${car} (${complaint.LicenseNumber})` : car;
};

/** issue 17 §5: #, Title, Customer, Driver, Car, Amount (₦), Date, Status, and View (its page). */
export function complaintColumns(onView: (complaint: Complaint) => void): ScreenColumn<Complaint>[] {
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Title', title: 'Title', card: 'title' },
    { key: 'Customer', title: 'Customer', value: customerOf },
    { key: 'Driver', title: 'Driver', value: driverOf },
    { key: 'Car', title: 'Car', value: carOf },
    { key: 'Amount', title: 'Amount (₦)', value: (complaint) => formatNumber(complaint.Amount) },
    { key: 'ComplaintDate', title: 'Date', kind: 'dateTime', sort: 'ComplaintDate' },
    {
      key: 'ComplaintStatus',
      title: 'Status',
      sort: 'ComplaintStatus',
      card: 'badge',
      width: 110,
      render: (complaint) => (
        <ComplaintStatusBadge status={complaint.ComplaintStatus} name={complaint.ComplaintStatusName} />
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      kind: 'actions',
      actions: (complaint) => [{ label: 'View', onClick: () => onView(complaint) }],
    },
  ];
}
