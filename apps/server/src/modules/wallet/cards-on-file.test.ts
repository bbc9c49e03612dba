import { cardTexts, TransactionStatus, TransactionType } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { createPaystackGateway } from '../../adapters/payments/paystack.ts';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { chargeCardOnFile } from './card-charges.service.ts';
import { testCardVault } from './cards-on-file.test-support.ts';
import { balanceDifferences, unbalancedTransactions } from './ledger.service.ts';
import { ledgerEntries, walletTransactions } from './ledger.table.ts';
import { walletCards } from './wallet-cards.table.ts';

/**
 * Issue 30, cards on file: a card that paid a top-up is kept (once, when the provider marks it
 * reusable), listed to its owner without its authorization, removed by them, and charged later into
 * the wallet as a top-up is credited; against the fake Paystack over real HTTP, its events posted back.
 */

const SECRET = 'sk_test_cards_on_file_0123456789';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    paystackSecretKey: SECRET,
    events: 'paystack',
    config: { PUBLIC_URL: 'http://wayfare.test' },
  });
  ({ t, fake } = env);
});
afterAll(() => env?.close());

const paystack = () =>
  createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: SECRET, retryDelayMs: 5 });

async function rider() {
  const user = await createUser(t.db, { password: null });
  return { id: user.id, api: apiAs(t, await tokenFor(user)) };
}
type Rider = Awaited<ReturnType<typeof rider>>;

const balanceOf = async ({ api }: Rider) =>
  ((await api.get('/api/Wallet/GetMyWallet')).json() as { Balance: number }).Balance;
const cardsOf = async ({ api }: Rider) => {
  const response = await api.get('/api/Wallet/GetMyCards');
  expect(response.statusCode, response.body).toBe(200);
  return { cards: response.json() as { Id: number; Last4: string }[], body: response.body };
};

/** A top-up paid at the fake's checkout, its event delivered and credited. */
async function paidTopUp({ api }: Rider, Amount: number) {
  const started = await api.post('/api/Wallet/FundMyWallet', { Amount, Message: 'Top-up' });
  expect(started.statusCode, started.body).toBe(200);
  const { Reference } = started.json() as { Reference: string };
  fake.paystack.settle(Reference, 'pay');
  await fake.paystack.webhooksSettled();
  return Reference;
}

/** A rider whose card paid a top-up of ₦1,000, so it is on file. */
async function riderWithCard() {
  const person = await rider();
  await paidTopUp(person, 1000);
  const { cards } = await cardsOf(person);
  expect(cards).toHaveLength(1);
  return { ...person, card: cards[0]! };
}

async function ledgerIsSound() {
  expect(await balanceDifferences(t.db)).toEqual([]);
  expect(await unbalancedTransactions(t.db)).toEqual([]);
}

describe('a card that paid a top-up, on file', () => {
  it('is kept once however often it pays, and listed with what its owner knows it by, never its authorization', async () => {
    const person = await rider();
    const first = await paidTopUp(person, 1000);
    await paidTopUp(person, 500);
    expect(await balanceOf(person)).toBe(1500);
    const { cards, body } = await cardsOf(person);
    const paid = fake.paystack.transactions.get(first)!.card!;
    expect(cards).toEqual([
      {
        Id: expect.any(Number),
        Brand: paid.brand,
        Last4: paid.last4,
        ExpMonth: paid.expMonth,
        ExpYear: '2030',
        Bank: 'TEST BANK',
        GatewayName: 'Paystack',
        CreatedAt: expect.any(String),
      },
    ]);
    expect(body).not.toContain('AUTH_');
    // Sealed at rest: the authorization itself is in no column.
    const [row] = await t.db.select().from(walletCards).where(eq(walletCards.userId, person.id));
    expect(JSON.stringify(row)).not.toContain('AUTH_');
    await ledgerIsSound();
  });

  it('is not kept when the provider does not mark it reusable (the top-up is credited all the same)', async () => {
    const person = await rider();
    fake.paystack.hooks.reusableCards = false;
    try {
      await paidTopUp(person, 800);
    } finally {
      fake.paystack.hooks.reusableCards = true;
    }
    expect(await balanceOf(person)).toBe(800);
    expect((await cardsOf(person)).cards).toEqual([]);
  });

  it("is removed by its owner; someone else's card is a 404 and stays", async () => {
    const owner = await riderWithCard();
    const other = await rider();
    const refused = problemOf(await other.api.post('/api/Wallet/RemoveMyCard', { Id: owner.card.Id }), 404);
    expect(refused.title).toBe(cardTexts.noCard(owner.card.Id));
    expect((await cardsOf(owner)).cards).toHaveLength(1);
    const removed = await owner.api.post('/api/Wallet/RemoveMyCard', { Id: owner.card.Id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ Message: cardTexts.removed(owner.card.Last4) });
    expect((await cardsOf(owner)).cards).toEqual([]);
    problemOf(await owner.api.post('/api/Wallet/RemoveMyCard', { Id: owner.card.Id }), 404);
  });
});

describe('chargeCardOnFile', () => {
  it('charges the card and credits the wallet once, the charge’s own event arriving too; asked again with its reference, it charges nothing more', async () => {
    const person = await riderWithCard();
    const reference = `WFC-TEST-${person.id.slice(0, 8)}`;
    const charge = { userId: person.id, amountKobo: 250_050, reason: 'Ride hold', reference };
    const credit = await chargeCardOnFile(t.db, paystack(), testCardVault, charge);
    expect(credit).toMatchObject({
      status: TransactionStatus.Completed,
      type: TransactionType.Credit,
      amountKobo: 250_050,
      reference,
    });
    await fake.paystack.webhooksSettled();
    const delivered = fake.paystack.webhookDeliveries.filter((event) => event.reference === reference);
    expect(delivered.map((event) => event.status)).toEqual([200]);
    expect(await balanceOf(person)).toBe(3500.5);

    const again = await chargeCardOnFile(t.db, paystack(), testCardVault, charge);
    expect(again.id).toBe(credit.id);
    expect(await balanceOf(person)).toBe(3500.5);
    const [row] = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, reference));
    expect(row).toMatchObject({
      gateway: 1,
      providerReference: String(fake.paystack.transactions.get(reference)!.id),
    });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, row!.id));
    expect(entries.map((entry) => entry.amountKobo).sort((a, b) => a - b)).toEqual([-250_050, 250_050]);
    await ledgerIsSound();
  });

  it('credits nothing when the card is declined or withdrawn: 402 with the card and the reason', async () => {
    const person = await riderWithCard();
    const entriesBefore = await t.db.$count(ledgerEntries);
    fake.paystack.hooks.cardChargeOutcomes = ['failed'];
    const charge = { userId: person.id, amountKobo: 100_000, reason: 'Ride hold' };
    await expect(chargeCardOnFile(t.db, paystack(), testCardVault, charge)).rejects.toMatchObject({
      status: 402,
      message: cardTexts.declined(person.card.Last4, 'Insufficient Funds'),
    });
    const code = [...fake.paystack.cards.cards.values()].find(
      (card) => card.last4 === person.card.Last4,
    )!.code;
    fake.paystack.cards.revoke(code);
    await expect(chargeCardOnFile(t.db, paystack(), testCardVault, charge)).rejects.toMatchObject({
      status: 402,
      message: cardTexts.declined(person.card.Last4, 'Invalid Authorization code'),
    });
    await fake.paystack.webhooksSettled();
    expect(await balanceOf(person)).toBe(1000);
    expect(await t.db.$count(ledgerEntries)).toBe(entriesBefore);
    await ledgerIsSound();
  });

  it('refuses, writing nothing: no card on file (409), a card not theirs (404), an amount that is not whole kobo (400)', async () => {
    const without = await rider();
    const owner = await riderWithCard();
    const before = await t.db.$count(walletTransactions);
    const request = { userId: without.id, amountKobo: 100_000, reason: 'Ride hold' };
    await expect(chargeCardOnFile(t.db, paystack(), testCardVault, request)).rejects.toMatchObject({
      status: 409,
      message: cardTexts.noCardToCharge,
    });
    await expect(
      chargeCardOnFile(t.db, paystack(), testCardVault, { ...request, cardId: owner.card.Id }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      chargeCardOnFile(t.db, paystack(), testCardVault, { ...request, userId: owner.id, amountKobo: 0 }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await t.db.$count(walletTransactions)).toBe(before);
  });
});

describe('Wallet/TopUpFromCard', () => {
  it('charges the chosen card into the wallet; the same Idempotency-Key gets the same reply, charging once', async () => {
    const person = await riderWithCard();
    const chargesBefore = fake.paystack.transactions.size;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Wallet/TopUpFromCard',
        headers: { ...person.api.headers, 'idempotency-key': `card-top-up-${person.id}` },
        payload: { Amount: 750.25, CardId: person.card.Id },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      Message: cardTexts.toppedUp(750.25, person.card.Last4),
      Id: expect.any(Number),
    });
    const second = await send();
    expect(second.json()).toEqual(first.json());
    await fake.paystack.webhooksSettled();
    expect(fake.paystack.transactions.size).toBe(chargesBefore + 1);
    expect(await balanceOf(person)).toBe(1750.25);
    await ledgerIsSound();
  });

  it('answers a declined card 402 in words and a card not theirs 404, crediting nothing', async () => {
    const person = await riderWithCard();
    const other = await riderWithCard();
    fake.paystack.hooks.cardChargeOutcomes = ['failed'];
    const declined = problemOf(
      await person.api.post('/api/Wallet/TopUpFromCard', { Amount: 100, CardId: person.card.Id }),
      402,
    );
    expect(declined.title).toBe(cardTexts.declined(person.card.Last4, 'Insufficient Funds'));
    problemOf(
      await person.api.post('/api/Wallet/TopUpFromCard', { Amount: 100, CardId: other.card.Id }),
      404,
    );
    expect(await balanceOf(person)).toBe(1000);
    expect(await balanceOf(other)).toBe(1000);
  });
});
