import { ComplaintsScreen } from '../complaints-screen.tsx';

/** spec 001 §2: /admin/complaints, the Complaint Center (and a complaint's page at /admin/complaints/{id}). */
export default function ComplaintsPage() {
  return <ComplaintsScreen />;
}
