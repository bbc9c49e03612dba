import { messageCalls, smsDeliveryReportCalls } from './message.ts';

/** The Message area: the administrators' calls, and the SMS providers' delivery reports (declared apart: raw bodies). */
export const Message = { ...messageCalls, ...smsDeliveryReportCalls };
