import { type AirtimeNetwork, airtimeTexts } from '@wayfare/contracts';
import type { BillItem } from '../../adapters/payments/bills.ts';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import { AppError, invalidProperty } from '../../errors.ts';
import type { Bills } from './airtime-catalogue.service.ts';

/**
 * Issue 29 §1: the phone number is validated against the chosen item before the wallet is debited, as
 * Flutterwave's guide asks, so a number the network refuses costs the customer nothing (400 under
 * PhoneNumber with the biller's reason); a provider that cannot be asked is a 503 to retry.
 */
export async function refuseUnknownCustomer(
  bills: Bills,
  item: BillItem,
  input: { phoneNumber: string; network: AirtimeNetwork },
) {
  let reason: string | undefined;
  try {
    const customer = await bills.provider.validateCustomer({
      billerCode: item.billerCode,
      itemCode: item.itemCode,
      customer: input.phoneNumber,
    });
    if (!customer.valid) reason = customer.message;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // A refusal (4xx) is the biller's no; anything else is no answer at all.
    if (!error.status || error.status >= 500) {
      throw new AppError(503, airtimeTexts.customerCheckUnavailable(bills.name));
    }
    reason = error.message;
  }
  if (reason !== undefined) {
    throw invalidProperty('PhoneNumber', airtimeTexts.phoneRefused(input.network, reason));
  }
}
