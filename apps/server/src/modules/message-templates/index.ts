/** What the message-templates module gives the other modules (its tables are its own). */
export type { ValuesOf } from './message-template-types.ts';
export { renderHtml, renderPlain } from './render-template.ts';
export { MASKED_CODE, queueTemplatedEmail, queueTemplatedEmails } from './templated-email.ts';
export { queueTemplatedSms } from './templated-sms.ts';
