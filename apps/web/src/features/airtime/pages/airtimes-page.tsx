import { AirtimesScreen } from '../airtime-screen.tsx';

/** spec 001 §2: /admin/airtimes, 'Airtime plan's Center'. */
export default function AirtimesPage() {
  return <AirtimesScreen />;
}
