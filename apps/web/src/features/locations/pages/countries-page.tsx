import { LocationsScreen } from '../components/locations-screen.tsx';

/** spec 001 §2: /admin/countries, the countries tab of the countries, states and cities screen. */
export default function CountriesPage() {
  return <LocationsScreen kind="country" />;
}
