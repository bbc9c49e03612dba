import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

/** spec 000 §7: the order's invoice as a PDF, fetched with the token (not a public address). */
export const downloadInvoice = (orderId: string) => callApi(calls.Order.Invoice, { query: { orderId } });
