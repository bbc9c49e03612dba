import { RideSettingsScreen } from '../settings/ride-settings-screen.tsx';

/** spec 001 §2: /admin/settings, the Ride Setting Center. */
export default function RideSettingsPage() {
  return <RideSettingsScreen />;
}
