import {
  type CardOnFile,
  cardTexts,
  type MessageReply,
  type PaymentGatewayId,
  paymentGatewayNames,
} from '@wayfare/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReusableCard } from '../../adapters/payments/payment-gateway.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { CardVault } from './card-vault.ts';
import { walletCards } from './wallet-cards.table.ts';

/**
 * Cards on file (issue 30): kept when a payment by a reusable card is confirmed, listed to their owner
 * without the authorization, and removed by them.
 */

/** A card ready to keep: its authorization already sealed (sealed before the money's transaction). */
export type SealedCard = Omit<typeof walletCards.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function sealCard(
  cards: CardVault,
  owner: { userId: string; gateway: number },
  card: ReusableCard,
): Promise<SealedCard> {
  return {
    userId: owner.userId,
    gateway: owner.gateway,
    sealedAuthorization: await cards.seal(owner.userId, card.authorization),
    email: card.email,
    signature: card.signature,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    bank: card.bank,
  };
}

/**
 * Keeps a card in the transaction that confirmed its payment: the same card (its signature) once,
 * its authorization and details replaced by the newest the provider gave.
 */
export async function keepCardOnFile(tx: Db, card: SealedCard): Promise<void> {
  const { userId: _userId, gateway: _gateway, signature: _signature, ...newest } = card;
  await tx
    .insert(walletCards)
    .values(card)
    .onConflictDoUpdate({
      target: [walletCards.userId, walletCards.gateway, walletCards.signature],
      set: { ...newest, updatedAt: sql`now()` },
    });
}

const gatewayName = (gateway: number) => paymentGatewayNames[gateway as PaymentGatewayId] ?? String(gateway);

/** Wallet/GetMyCards: the caller's cards, newest first, never their authorization. */
export async function listMyCards(db: Db, input: { caller: Principal }): Promise<CardOnFile[]> {
  const rows = await db
    .select()
    .from(walletCards)
    .where(eq(walletCards.userId, input.caller.userId))
    .orderBy(desc(walletCards.id));
  return rows.map((row) => ({
    Id: row.id,
    Brand: row.brand,
    Last4: row.last4,
    ExpMonth: row.expMonth,
    ExpYear: row.expYear,
    Bank: row.bank,
    GatewayName: gatewayName(row.gateway),
    CreatedAt: row.createdAt.toISOString(),
  }));
}

/** Wallet/RemoveMyCard: one of the caller's cards forgotten; anyone else's is 404, as one never kept. */
export async function removeMyCard(db: Db, input: { caller: Principal; Id: number }): Promise<MessageReply> {
  const [removed] = await db
    .delete(walletCards)
    .where(and(eq(walletCards.id, input.Id), eq(walletCards.userId, input.caller.userId)))
    .returning({ last4: walletCards.last4 });
  if (!removed) throw notFound(cardTexts.noCard(input.Id));
  return { Message: cardTexts.removed(removed.last4) };
}
