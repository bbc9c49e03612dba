import { RidesScreen } from '../rides-screen.tsx';

/** spec 001 §2: /admin/activerides (and a ride's page at /admin/activerides/{id}). */
export default function ActiveRidesPage() {
  return <RidesScreen kind="active" />;
}
