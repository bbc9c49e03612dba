/** A transfer the fake Flutterwave holds. */
export type FakeFlutterwaveTransfer = {
  id: number;
  reference: string;
  /** Naira, as Flutterwave counts. */
  amount: number;
  bankCode: string;
  accountNumber: string;
  fullName: string;
  narration: string;
  status: 'NEW' | 'SUCCESSFUL' | 'FAILED';
  completeMessage: string;
  createdAt: string;
};
