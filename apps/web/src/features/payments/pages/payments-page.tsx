import { PaymentsScreen } from '../payments-screen.tsx';

/** spec 001 §2: /admin/payments. */
export default function PaymentsPage() {
  return <PaymentsScreen />;
}
