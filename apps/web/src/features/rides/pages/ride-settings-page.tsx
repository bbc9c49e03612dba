import { RideSettingsScreen } from '../ride-settings-screen.tsx';

/** spec 001 §2: /admin/settings, the Ride Setting Center. */
export default function RideSettingsPage() {
  return <RideSettingsScreen />;
}
