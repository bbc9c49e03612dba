import { RidesScreen } from '../rides-screen.tsx';

/** spec 001 §2: /admin/otherrides, the Ride Center (and a ride's page at /admin/otherrides/{id}). */
export default function OtherRidesPage() {
  return <RidesScreen kind="other" />;
}
