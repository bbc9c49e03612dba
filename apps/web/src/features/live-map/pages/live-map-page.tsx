import { LiveMapScreen } from '../live-map-screen.tsx';

/** issue 31: /admin/livemap, the operator's live map (Ride Activities, Ride view). */
export default function LiveMapPage() {
  return <LiveMapScreen />;
}
