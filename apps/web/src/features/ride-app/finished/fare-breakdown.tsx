import '@mantine/core/styles/Table.layer.css';
import { Table } from '@mantine/core';
import { formatNaira, type RideMoney } from '@wayfare/contracts';

type Row = [name: string, value: string];
const less = (name: string, amount: number): Row[] =>
  amount > 0 ? [[name, `− ${formatNaira(amount)}`]] : [];
const when = (name: string, amount: number): Row[] => (amount > 0 ? [[name, formatNaira(amount)]] : []);
const spaced = (name: string) => name.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').toLowerCase();

/** The fare as the rider reads it: how it was made, then what was charged and how. */
export const fareRows = (money: RideMoney): Row[] => [
  ['Distance', `${money.Distance} km at ${formatNaira(money.UnitPrice)} per km`],
  ...less('Shared discount', money.SharedDiscount),
  ...less(`Promo${money.PromoCode ? ` ${money.PromoCode}` : ''}`, money.PromoDiscount),
  ['Fare', money.FinalAmount === null ? '—' : formatNaira(money.FinalAmount)],
  [`VAT included (${money.VatPercent} %)`, formatNaira(money.Vat)],
  ['Payment', `${money.PaymentMethodName}, ${spaced(money.PaymentStatusName)}`],
  ...when('Charged', money.Captured),
  ...when('Cancellation fee', money.CancellationFee),
  ...when('Tips', money.Tips),
  ...when('Refunded', money.Refunds),
  ...when('Still owed', money.Owed),
];

export function FareBreakdown({ money }: { money: RideMoney }) {
  return (
    <Table aria-label="Fare breakdown" verticalSpacing={6}>
      <Table.Tbody>
        {fareRows(money).map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" fw={500} ta="left">
              {name}
            </Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
