import { LocationsScreen } from '../locations-screen.tsx';

/** spec 001 §2: /admin/states, a tab of the countries, states and cities screen. */
export default function StatesPage() {
  return <LocationsScreen kind="state" />;
}
