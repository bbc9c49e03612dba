import { orderStatusLabel } from '@wayfare/contracts';
import { type Tone, ToneBadge } from '../../components/tone-badge.tsx';

// issue 19 §1: OrderStatusValue is the invoice's badge (its words: orderStatusLabels, shared with the CSV export).
const tones: Record<string, Tone> = {
  Approved: 'green',
  Pending: 'yellow',
  AwaitingVerification: 'blue',
  Failed: 'red',
  Cancelled: 'gray',
  HasIssue: 'orange',
  Refunded: 'gray',
};

/** An order's status in one colour everywhere: the invoice, the orders lists. */
export function OrderStatusBadge({ value, size = 'md' }: { value: string; size?: 'md' | 'lg' }) {
  return (
    <ToneBadge tone={tones[value] ?? 'gray'} size={size}>
      {orderStatusLabel(value)}
    </ToneBadge>
  );
}
