/** What the outbox module gives the other modules (its table is its own). */
export { anonymiseMessagesTo } from './anonymised-messages.ts';
export { applyDeliveryReport, type DeliveryReport, type DeliveryReportOutcome } from './delivery-reports.ts';
export { enqueueMessage, enqueueMessages, type OutgoingMessage } from './outbox.service.ts';
export type { MessageChannel, MessageStatus } from './outbox.table.ts';
export { outboxBacklog } from './outbox-backlog.ts';
export {
  listQueuedMessages,
  type OutboxRow,
  queuedMessage,
  requeueFailedMessages,
  requeueMessage,
} from './queued-messages.ts';
