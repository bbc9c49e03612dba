import { RolesScreen } from '../roles-screen.tsx';

/** spec 001 §2: /admin/roles, the Roles Center. */
export default function RolesPage() {
  return <RolesScreen />;
}
