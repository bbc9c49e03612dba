import type { calls } from '@wayfare/contracts';
import { useCallMutation } from '../../../lib/call-query.ts';
import { type MessageKind, messageKinds } from '../message-kinds.ts';

/** The kind's Resend All Failed (e-mails or SMS): both take a From–To range and answer a count sentence. */
export const resendAllFailedCall = (kind: MessageKind) =>
  messageKinds[kind].resendAllFailed as typeof calls.Message.ResendAllFailedEmail;

/** spec 001 §5: sends every failed message of the kind queued in a range again. */
export const useResendAllFailedMessages = (kind: MessageKind) => useCallMutation(resendAllFailedCall(kind));
