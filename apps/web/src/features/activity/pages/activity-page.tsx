import { ActivityScreen } from '../activity-screen.tsx';

/** issue 14 §4: /admin/activity, the admin activity log. */
export default function ActivityPage() {
  return <ActivityScreen />;
}
