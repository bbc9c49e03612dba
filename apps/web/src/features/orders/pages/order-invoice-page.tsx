import { useParams } from 'react-router';
import { OrderInvoiceScreen } from '../invoice/order-invoice-screen.tsx';

/** spec 000 §2.1 and 001 §2: /order/{id}, the order invoice (in the admin shell, spec 000 §2.2). */
export default function OrderInvoicePage() {
  const { id = '' } = useParams();
  return <OrderInvoiceScreen key={id} id={id} />;
}
