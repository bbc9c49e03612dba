import { PromotionsScreen } from '../promotions-screen.tsx';

/** Issue 30: /admin/promotions. */
export default function PromotionsPage() {
  return <PromotionsScreen />;
}
