import { Badge } from '@mantine/core';
import { LicenseStatus, type LicenseStatusName } from '@wayfare/contracts';

const licenceColours: Record<LicenseStatusName, string> = {
  [LicenseStatus.Valid]: 'green',
  [LicenseStatus.Pending]: 'yellow',
  [LicenseStatus.Expired]: 'red',
  [LicenseStatus.Incomplete]: 'orange',
};

/** A driver's licence status (Pending, Valid, Expired, Incomplete) in the same colour in the list and the detail. */
export function LicenceBadge({ status }: { status: LicenseStatusName }) {
  return (
    <Badge variant="light" color={licenceColours[status]} w="fit-content">
      {status}
    </Badge>
  );
}
