import { Alert, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useMyCars } from '../api/get-my-car-details.ts';
import { DriveOfflineNotice } from '../pwa/drive-offline-notice.tsx';
import { registerDriveApp } from '../pwa/register-drive-app.ts';
import { DriveApp } from './drive-app.tsx';
import { NotADriver, SignInToDrive } from './drive-gates.tsx';

/** issue 33: /drive, the driver's web app: a visitor signs in, a rider learns how to drive. */
export default function DriveAppPage() {
  usePageTitle('Drive');
  const { token, requireAuth } = useSession();
  // Installable, and its shell opens offline (pwa/), whoever opens it.
  useEffect(() => {
    void registerDriveApp().catch(() => undefined);
  }, []);
  return (
    <>
      <DriveOfflineNotice />
      {token && !requireAuth ? <DriverOnly /> : <SignInToDrive />}
    </>
  );
}

/** Only a driver may have cars: the refusal of their cars tells a rider apart. */
function DriverOnly() {
  const cars = useMyCars();
  if (cars.error instanceof ApiError && cars.error.status === 403) return <NotADriver />;
  if (cars.isError)
    return (
      <Alert color="red" role="alert" title="The driver's app could not be loaded">
        {cars.error.message}
      </Alert>
    );
  if (!cars.data) return <Loader m="md" aria-label="Loading the driver's app" />;
  return <DriveApp cars={cars.data.rows} />;
}
