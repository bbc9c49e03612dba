import { defineArea } from '../../call.ts';
import { type CsvColumn, exportOf } from '../../csv-export.ts';
import { orderStatusLabel, paymentStatusLabel } from '../../status-labels.ts';
import { communicationCalls } from '../communication.ts';
import { orderCalls } from '../order.ts';
import { paymentCalls } from '../payment.ts';
import { walletCalls } from '../wallet.ts';
import { fullName } from './columns.ts';

type Named = { Surname: string; Firstname: string };
const customer = <Row extends Named>(): CsvColumn<Row> => ({
  title: 'Customer',
  value: (row) => fullName(row.Surname, row.Firstname),
});

/** spec 001 §2 Orders: Customer, Items, Amount, Date, Status (with the order's number first). */
export const orderExports = defineArea('Order', {
  ExportOrders: exportOf(orderCalls.GetOrders, 'orders', [
    { title: 'Order', value: (row) => row.OrderId },
    customer(),
    { title: 'Items', value: (row) => row.OrderItems.map((item) => item.Name).join(', ') },
    { title: 'Amount', value: (row) => row.TotalAmount, as: 'naira' },
    { title: 'Date', value: (row) => row.CreatedDate, as: 'lagosDateTime' },
    { title: 'Status', value: (row) => orderStatusLabel(row.OrderStatusValue) },
  ]),
});

/** spec 001 §2 Payments: Customer, Items, Amount, Status, Confirmed By, Created, Paid On. */
export const paymentExports = defineArea('Payment', {
  ExportPayments: exportOf(paymentCalls.GetPayments, 'payments', [
    { title: 'Order', value: (row) => row.OrderNumber },
    customer(),
    { title: 'Items', value: (row) => row.ItemNames.join(', ') },
    { title: 'Amount', value: (row) => row.Amount, as: 'naira' },
    { title: 'Status', value: (row) => paymentStatusLabel(row.PaymentStatusName) },
    { title: 'Gateway', value: (row) => row.PaymentGatewayName },
    { title: 'Confirmed By', value: (row) => fullName(row.ConfirmBySurname, row.ConfirmByFirstname) },
    { title: 'Created', value: (row) => row.CreateDate, as: 'lagosDateTime' },
    { title: 'Paid On', value: (row) => row.PaymentCompletedDate, as: 'lagosDateTime' },
  ]),
});

/** spec 001 §2 Wallet (admin mode): the transactions with the customer's name, phone and e-mail. */
export const walletExports = defineArea('Wallet', {
  ExportWalletTransactions: exportOf(walletCalls.GetWalletTransactions, 'wallet-transactions', [
    customer(),
    { title: 'Phone', value: (row) => row.PhoneNumber },
    { title: 'E-mail', value: (row) => row.Email },
    { title: 'Type', value: (row) => row.TransactionTypeName },
    { title: 'Amount', value: (row) => row.Amount, as: 'naira' },
    { title: 'Status', value: (row) => row.TransactionStatusName },
    { title: 'Credited By', value: (row) => fullName(row.CreditBySurname, row.CreditByFirstname) },
    { title: 'Message', value: (row) => row.CreditMessage },
    { title: 'Date', value: (row) => row.CreatedDate, as: 'lagosDateTime' },
  ]),
});

/** spec 001 §2 Airtime: Customer, Plan, Network, Amount, Transaction Date, Status. */
export const airtimeExports = defineArea('Communication', {
  ExportAirtimeDataTransactions: exportOf(communicationCalls.GetAirtimeDataTransactions, 'airtime', [
    customer(),
    { title: 'Phone', value: (row) => row.PhoneNumber },
    { title: 'Plan', value: (row) => row.PlanName },
    { title: 'Network', value: (row) => row.Network },
    { title: 'Amount', value: (row) => row.Amount, as: 'naira' },
    { title: 'Transaction Date', value: (row) => row.TransactionDate, as: 'lagosDateTime' },
    { title: 'Status', value: (row) => row._9bspStatus },
  ]),
});
