import { formatNaira, type RideMoney } from '@wayfare/contracts';
import { formatNumber } from '../../../components/format.ts';
import { type RecordFact, RecordFacts } from '../../../components/screen/index.ts';
import { paymentStatusLabel } from '../ride-payment-badge.tsx';

/** A sum shown only once it moved: a breakdown of a cash ride has no hold, a ride without tips no tips. */
const whenAny = (name: string, amount: number): RecordFact[] =>
  amount > 0 ? [[name, formatNaira(amount)]] : [];

/**
 * issue 30: a ride's fare as GetRideMoney breaks it down: the fare's parts (VAT is included in the final
 * amount, shown as its part), then where the money went; the rider's and the administrator's alike.
 */
export const rideMoneyFacts = (money: RideMoney): RecordFact[] => [
  ['Payment', `${money.PaymentMethodName}, ${paymentStatusLabel(money.PaymentStatusName)}`],
  ['Distance (km)', formatNumber(money.Distance)],
  ['Price per km', formatNaira(money.UnitPrice)],
  ...whenAny('Shared discount', money.SharedDiscount),
  ...(money.PromoDiscount > 0
    ? ([
        [`Promo discount${money.PromoCode ? ` (${money.PromoCode})` : ''}`, formatNaira(money.PromoDiscount)],
      ] as RecordFact[])
    : []),
  [
    'Final amount',
    money.FinalAmount === null ? 'Not yet: the ride is not completed' : formatNaira(money.FinalAmount),
  ],
  [`VAT included (${money.VatPercent} %)`, formatNaira(money.Vat)],
  ...whenAny('Held', money.Held),
  ...whenAny('Captured', money.Captured),
  ...whenAny('Released', money.Released),
  ...whenAny('Cancellation fee', money.CancellationFee),
  ...whenAny('Tips', money.Tips),
  ...whenAny('Fees', money.Fees),
  ...whenAny('Refunds', money.Refunds),
  ...whenAny('Owed', money.Owed),
];

export function RideMoneyBreakdown({ money }: { money: RideMoney }) {
  return <RecordFacts label="Fare breakdown" facts={rideMoneyFacts(money)} />;
}
