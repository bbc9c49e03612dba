import { LocationsScreen } from '../locations-screen.tsx';

/** spec 001 §2: /admin/cities, a tab of the countries, states and cities screen. */
export default function CitiesPage() {
  return <LocationsScreen kind="city" />;
}
