import { createHash, randomBytes } from 'node:crypto';

/**
 * The cards the fake providers' checkouts are paid with (issue 30, cards on file): each paid checkout
 * records the card's authorization, reusable unless a test asks otherwise, and a later charge of it is
 * served strictly: an unknown or revoked authorization, one not reusable, or another customer's e-mail
 * is refused. A customer (an e-mail) always pays with the same test card, so its signature repeats.
 */
export type FakeCard = {
  /** What the provider charges it by (Paystack's authorization_code, Flutterwave's token). */
  code: string;
  email: string;
  reusable: boolean;
  /** The customer or their bank withdrew it (a test's `revoke`). */
  revoked: boolean;
  bin: string;
  last4: string;
  expMonth: string;
  /** Four digits. */
  expYear: string;
  brand: 'visa' | 'mastercard';
  bank: string;
  signature: string;
};

/** How the next charges of cards on file end (a test's hooks), one per charge; then they succeed. */
export type FakeCardChargeOutcome = 'success' | 'failed';

/** Why a card on file is refused; undefined when it may be charged. */
export type FakeCardRefusal = 'unknown' | 'not-reusable' | 'another-customer';

export function createFakeCards(codeOf: (random: string) => string) {
  const cards = new Map<string, FakeCard>();
  return {
    cards,
    /** The card that paid a checkout of this customer's, a fresh authorization each time. */
    issue(email: string, reusable: boolean): FakeCard {
      const digest = createHash('sha256').update(email.toLowerCase()).digest('hex');
      const visa = Number.parseInt(digest.slice(0, 2), 16) % 2 === 0;
      const card: FakeCard = {
        code: codeOf(randomBytes(8).toString('hex')),
        email,
        reusable,
        revoked: false,
        bin: visa ? '408408' : '539983',
        last4: String(Number.parseInt(digest.slice(2, 8), 16) % 10_000).padStart(4, '0'),
        expMonth: String((Number.parseInt(digest.slice(8, 10), 16) % 12) + 1).padStart(2, '0'),
        expYear: '2030',
        brand: visa ? 'visa' : 'mastercard',
        bank: 'TEST BANK',
        signature: `SIG_${digest.slice(0, 20)}`,
      };
      cards.set(card.code, card);
      return card;
    },
    /** Why this authorization may not be charged for this e-mail, if it may not. */
    refusal(code: unknown, email: unknown): FakeCardRefusal | undefined {
      const card = typeof code === 'string' ? cards.get(code) : undefined;
      if (!card || card.revoked) return 'unknown';
      if (!card.reusable) return 'not-reusable';
      if (typeof email !== 'string' || email.toLowerCase() !== card.email.toLowerCase())
        return 'another-customer';
      return undefined;
    },
    /** The customer (or their bank) withdrew the authorization: later charges are refused. */
    revoke(code: string) {
      const card = cards.get(code);
      if (card) card.revoked = true;
    },
  };
}

export type FakeCards = ReturnType<typeof createFakeCards>;
