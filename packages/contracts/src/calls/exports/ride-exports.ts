import { defineArea } from '../../call.ts';
import { type CsvColumn, exportOf } from '../../csv-export.ts';
import type { Ride } from '../../rides.ts';
import { carDetailCalls } from '../car-detail.ts';
import { complaintCalls } from '../complaint.ts';
import { rideCalls } from '../ride.ts';
import { fullName } from './columns.ts';

/** The ride lists: Customer, Driver, Car, Destination, Distance (km), Amount, Date, Status. */
const rides: CsvColumn<Ride>[] = [
  { title: 'Ride', value: (row) => row.Id },
  { title: 'Customer', value: (row) => fullName(row.CustomerSurname, row.CustomerFirstname) },
  { title: 'Driver', value: (row) => fullName(row.DriverSurname, row.DriverFirstname) },
  { title: 'Car', value: (row) => row.LicenseNumber },
  { title: 'Destination', value: (row) => row.DestinationAddress },
  { title: 'Distance (km)', value: (row) => row.DistanceToCover },
  { title: 'Amount', value: (row) => row.Amount ?? row.EstimatedAmount, as: 'naira' },
  { title: 'Date', value: (row) => row.RideDate, as: 'lagosDateTime' },
  { title: 'Status', value: (row) => row.RideStatusName },
];

export const rideExports = defineArea('Ride', {
  ExportRides: exportOf(rideCalls.GetRides, 'rides', rides),
  ExportActiveRides: exportOf(rideCalls.GetActiveRides, 'active-rides', rides),
});

/** Car Detail Center: Car, Licence Number, Driver, Licence Expiry, Status, Date. */
export const carDetailExports = defineArea('CarDetail', {
  ExportCarDetails: exportOf(carDetailCalls.GetCarDetails, 'cars', [
    { title: 'Car', value: (row) => `${row.Name} ${row.CarModel} (${row.Year})` },
    { title: 'Licence Number', value: (row) => row.LicenseNumber },
    { title: 'Driver', value: (row) => fullName(row.DriverSurname, row.DriverFirstname) },
    { title: 'Licence Expiry', value: (row) => row.LicenseExpiryDate, as: 'date' },
    { title: 'Status', value: (row) => row.StatusName },
    { title: 'Date', value: (row) => row.CreatedDate, as: 'lagosDateTime' },
  ]),
  ExportExpiringDocuments: exportOf(carDetailCalls.GetExpiringDocuments, 'expiring-documents', [
    { title: 'Document', value: (row) => row.Document },
    { title: 'Car', value: (row) => row.Name },
    { title: 'Licence Number', value: (row) => row.LicenseNumber },
    { title: 'Driver', value: (row) => fullName(row.DriverSurname, row.DriverFirstname) },
    { title: 'Expiry Date', value: (row) => row.ExpiryDate, as: 'date' },
  ]),
});

/** Complaint Center: Title, Customer, Driver, Car, Amount, Date, Status. */
export const complaintExports = defineArea('Complaint', {
  ExportComplaints: exportOf(complaintCalls.GetComplaints, 'complaints', [
    { title: 'Title', value: (row) => row.Title },
    { title: 'Ride', value: (row) => row.RideId },
    { title: 'Customer', value: (row) => fullName(row.CustomerSurname, row.CustomerFirstname) },
    { title: 'Driver', value: (row) => fullName(row.DriverSurname, row.DriverFirstname) },
    { title: 'Car', value: (row) => row.LicenseNumber },
    { title: 'Amount', value: (row) => row.Amount, as: 'naira' },
    { title: 'Date', value: (row) => row.ComplaintDate, as: 'lagosDateTime' },
    { title: 'Status', value: (row) => row.ComplaintStatusName },
  ]),
});
