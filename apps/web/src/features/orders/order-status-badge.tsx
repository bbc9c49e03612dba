import { type Tone, ToneBadge } from '../../components/tone-badge.tsx';

// issue 19 §1: OrderStatusValue is the invoice's badge; 'Approved' is a paid order (spec 001 §4: Paid/approved).
const shown: Record<string, { label: string; tone: Tone }> = {
  Approved: { label: 'Paid', tone: 'green' },
  Pending: { label: 'Pending', tone: 'yellow' },
  AwaitingVerification: { label: 'Awaiting Verification', tone: 'blue' },
  Failed: { label: 'Failed', tone: 'red' },
  Cancelled: { label: 'Cancelled', tone: 'gray' },
  HasIssue: { label: 'Has Issue', tone: 'orange' },
  Refunded: { label: 'Refunded', tone: 'gray' },
};

export const orderStatusLabel = (value: string) => shown[value]?.label ?? value;

/** An order's status in one colour everywhere: the invoice, the orders lists. */
export function OrderStatusBadge({ value, size = 'md' }: { value: string; size?: 'md' | 'lg' }) {
  return (
    <ToneBadge tone={shown[value]?.tone ?? 'gray'} size={size}>
      {orderStatusLabel(value)}
    </ToneBadge>
  );
}
