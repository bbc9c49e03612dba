/** A message as a provider receives it. */
export type DeliverableMessage = {
  channel: 'Email' | 'SMS';
  recipient: string;
  subject: string | null;
  body: string;
};

/** Delivers one message, or throws with the provider's reason. */
export type MessageSender = (message: DeliverableMessage) => Promise<void>;

/** The provider of each channel. */
export type Senders = { Email: MessageSender; SMS: MessageSender };
