import { paymentCalls, paymentWebhookCalls } from './payment.ts';

/** The Payment area: the calls people make, and the providers' webhooks (declared apart: raw bodies). */
export const Payment = { ...paymentCalls, ...paymentWebhookCalls };
