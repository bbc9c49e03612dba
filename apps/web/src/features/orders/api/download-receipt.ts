import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

/** spec 000 §7: a paid order's receipt as a PDF, fetched with the token (not a public address). */
export const downloadReceipt = (orderId: string) => callApi(calls.Order.Receipt, { query: { orderId } });
