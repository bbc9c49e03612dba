import { paymentStatusLabel } from '@wayfare/contracts';
import { type Tone, ToneBadge } from '../../components/tone-badge.tsx';

// spec 001 §4: the payment statuses; a rejected cash payment is named 'Rejected' (issue 19 §2).
const tones: Record<string, Tone> = {
  Paid: 'green',
  Pending: 'yellow',
  AwaitingVerification: 'blue',
  Failed: 'red',
  Rejected: 'red',
  InconsistencyAmount: 'orange',
  Cancelled: 'gray',
};

export function PaymentStatusBadge({ name }: { name: string }) {
  return <ToneBadge tone={tones[name] ?? 'gray'}>{paymentStatusLabel(name)}</ToneBadge>;
}
