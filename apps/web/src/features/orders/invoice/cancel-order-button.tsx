import { Button } from '@mantine/core';
import type { Order } from '@wayfare/contracts';
import { canCancelOrder, useCancelOrder } from '../use-order-actions.ts';

/** The invoice's Cancel, for an admin who may edit orders while the order is unpaid (issue 19 §1). */
export function CancelOrderButton({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  if (!cancel.allowed || !canCancelOrder(order)) return null;
  return (
    <Button variant="light" color="red" loading={cancel.pending} onClick={() => void cancel.run(order)}>
      Cancel Order
    </Button>
  );
}
