import { PackagesScreen } from '../packages-screen.tsx';

/** spec 001 §2: /admin/packages, the Packages Center. */
export default function PackagesPage() {
  return <PackagesScreen />;
}
