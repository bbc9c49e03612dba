import { LocationsScreen } from '../components/locations-screen.tsx';

/** spec 001 §2: /admin/states, the states tab of the countries, states and cities screen. */
export default function StatesPage() {
  return <LocationsScreen kind="state" />;
}
