/** A message as a provider receives it. */
export type DeliverableMessage = {
  /** The outbox row's id: the same on every attempt (an e-mail's Message-ID is made from it). */
  id: string;
  channel: 'Email' | 'SMS';
  recipient: string;
  subject: string | null;
  /** The plain text (an e-mail's text part). */
  body: string;
  /** An e-mail's HTML part, when it has one. */
  html?: string | null;
};

/**
 * Whether trying again later may help: `transient` (a 4xx SMTP reply, a lost connection, a timeout, a
 * provider's 5xx) is retried; `permanent` (a 5xx SMTP reply, a provider's 4xx) fails the message at once.
 */
export type DeliveryFailureKind = 'transient' | 'permanent';

/** What a sender throws when a message was not delivered: the reason, as it is recorded, and its kind. */
export class DeliveryError extends Error {
  readonly kind: DeliveryFailureKind;
  constructor(kind: DeliveryFailureKind, reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'DeliveryError';
    this.kind = kind;
  }
}

/** Any other error a sender throws counts as transient: it may be gone on the next attempt. */
export const failureKindOf = (error: unknown): DeliveryFailureKind =>
  error instanceof DeliveryError ? error.kind : 'transient';

/** The SMS providers that answer with an id of their own and later report on it (issue 29 §2). */
export type SmsProviderName = 'termii' | 'africastalking';

/** What a provider answered when it took a message: the id its delivery reports will name. */
export type DeliveryReceipt = { provider: SmsProviderName; providerMessageId: string };

/**
 * Delivers one message, or throws (a DeliveryError) with the provider's reason. A provider that
 * reports on delivery later answers the id it gave the message.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a sender with nothing to answer (SMTP, the console) is a plain async function.
export type MessageSender = (message: DeliverableMessage) => Promise<DeliveryReceipt | void>;

/** The provider of each channel. */
export type Senders = { Email: MessageSender; SMS: MessageSender };
