/** A message as a provider receives it. */
export type DeliverableMessage = {
  channel: 'Email' | 'SMS';
  recipient: string;
  subject: string | null;
  /** The plain text (an e-mail's text part). */
  body: string;
  /** An e-mail's HTML part, when it has one. */
  html?: string | null;
};

/** Delivers one message, or throws with the provider's reason. */
export type MessageSender = (message: DeliverableMessage) => Promise<void>;

/** The provider of each channel. */
export type Senders = { Email: MessageSender; SMS: MessageSender };
