import { DashboardScreen } from '../dashboard-screen.tsx';

/** spec 001 §2: /admin/home, the dashboard. */
export default function DashboardPage() {
  return <DashboardScreen />;
}
