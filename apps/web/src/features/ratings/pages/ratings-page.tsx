import { RatingsScreen } from '../ratings-screen.tsx';

/** spec 001 §2: /admin/ratings, the Rating Activities of everyone. */
export default function RatingsPage() {
  return <RatingsScreen />;
}
