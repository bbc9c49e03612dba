import {
  type CardOnFile,
  formatNaira,
  RidePaymentMethod,
  type RidePaymentMethodId,
} from '@wayfare/contracts';

/** One way to pay the ride, as the rider reads it, and whether it can pay this fare. */
export type PaymentChoice = { method: RidePaymentMethodId; label: string; detail: string; short: boolean };

/**
 * The ways to pay this fare: the wallet with its balance (short when the fare held would not fit), the
 * newest card on file when there is one, and cash.
 */
export function paymentChoices(fare: number, balance: number | undefined, card: CardOnFile | undefined) {
  const choices: PaymentChoice[] = [
    {
      method: RidePaymentMethod.Wallet,
      label: 'Wallet',
      detail:
        balance === undefined
          ? 'Balance loading…'
          : balance < fare
            ? `Balance ${formatNaira(balance)}: top up first`
            : `Balance ${formatNaira(balance)}`,
      short: balance !== undefined && balance < fare,
    },
  ];
  if (card)
    choices.push({
      method: RidePaymentMethod.Card,
      label: `Card ending ${card.Last4}`,
      detail: `${card.Brand} card on file`,
      short: false,
    });
  choices.push({
    method: RidePaymentMethod.Cash,
    label: 'Cash',
    detail: 'Pay the driver at the end',
    short: false,
  });
  return choices;
}

/** What the booking starts with: the wallet when it holds the fare, else the card, else cash. */
export const defaultMethod = (choices: readonly PaymentChoice[]): RidePaymentMethodId =>
  (choices.find((choice) => !choice.short) ?? choices.at(-1))?.method ?? RidePaymentMethod.Cash;
