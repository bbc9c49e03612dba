/** A payment the fake Paystack holds. */
export type FakeTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'pending' | 'success' | 'failed' | 'abandoned' | 'reversed';
  gatewayResponse: string;
  paidAt: string | null;
  createdAt: string;
};
