import { LocationsScreen } from '../locations-screen.tsx';

/** spec 001 §2: /admin/countries, a tab of the countries, states and cities screen. */
export default function CountriesPage() {
  return <LocationsScreen kind="country" />;
}
