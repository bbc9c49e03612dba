import { withBulk } from '../bulk.ts';
import { messageCalls, smsDeliveryReportCalls } from './message.ts';

/** The Message area: the administrators' calls, and the SMS providers' delivery reports (declared apart: raw bodies). */
export const Message = {
  // Issue 32: BulkResendEmail, BulkResendSMS.
  ...withBulk(messageCalls, ['ResendEmail', 'ResendSMS']),
  ...smsDeliveryReportCalls,
};
