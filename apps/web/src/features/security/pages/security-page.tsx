import { SecurityScreen } from '../security-screen.tsx';

/** Issue 29 §3: /admin/security, the administrator's sign-in security (second factor). */
export default function SecurityPage() {
  return <SecurityScreen />;
}
