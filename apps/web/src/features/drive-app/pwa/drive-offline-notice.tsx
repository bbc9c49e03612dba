import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/**
 * issue 33: the driver's app opened offline (its shell comes from the service worker's cache) says so
 * first: offers, rides and earnings all need the network, and none is kept offline.
 */
export function DriveOfflineNotice() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      role="status"
      icon={<IconWifiOff aria-hidden />}
      title="You are offline"
    >
      Offers, rides and earnings need a connection. Check your data or Wi-Fi.
    </Alert>
  );
}
