import { z } from 'zod';
import { requiredText, text } from './fields.ts';
import { recordId } from './locations.ts';

/** The sentences of the message templates (issue 15 §3). */
export const messageTemplateTexts = {
  noType: (emailType: number) => `There is no message template type ${emailType}`,
  alreadySaved: (name: string) =>
    `${name} already has a saved template. Use UpdateEmailTemplate to change it`,
  noTemplate: (id: number) => `There is no message template with Id ${id}`,
  wrongType: (name: string) => `Template ${name} belongs to another type; its EmailType cannot change`,
  smsRequired: 'SMSMessage is required',
  onlyPlaceholders: (allowed: readonly string[]) =>
    `Only these placeholders may be used, each as {{Name}}: ${allowed.join(', ')}`,
};

export const MAX_SUBJECT_LENGTH = 200;
/** Three SMS parts of 153 characters. */
export const MAX_SMS_MESSAGE_LENGTH = 459;
/** A ceiling on the work one save asks for; a real message is a few kilobytes. */
export const MAX_TEMPLATE_LENGTH = 50_000;

/** spec 001 §3 (Message template type): a kind of message the product sends, with what it may say. */
export const messageTemplateType = z.object({
  EmailType: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  HasSMS: z.boolean(),
  Placeholders: z.array(z.string()),
});
export type MessageTemplateType = z.infer<typeof messageTemplateType>;

/** A type's saved wording; Id 0 while the type still uses its default. */
export const messageTemplate = z.object({
  Id: z.number().int(),
  EmailType: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  HasSMS: z.boolean(),
  Subject: z.string(),
  Template: z.string(),
  SMSMessage: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

export const renderedMessage = z.object({
  Subject: z.string(),
  Template: z.string(),
  SMSMessage: z.string(),
});
export type RenderedMessage = z.infer<typeof renderedMessage>;

const emailType = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'EmailType is required' : 'EmailType must be a number'),
    })
    .int('EmailType must be a whole number')
    .min(1, 'EmailType is required')
    .max(1000, 'EmailType is not a known type'),
);

export const emailTemplateQuery = z.object({ emailType });
export type EmailTemplateQuery = z.input<typeof emailTemplateQuery>;

/**
 * The form posts back the whole template it read: Name, Description and HasSMS are accepted and
 * ignored, since the type decides them. Whether SMSMessage is needed and which placeholders may be
 * used depend on the type, so the server checks those.
 */
const templateFields = {
  EmailType: emailType,
  Name: z.unknown().optional(),
  Description: z.unknown().optional(),
  HasSMS: z.unknown().optional(),
  Subject: requiredText('Subject', MAX_SUBJECT_LENGTH),
  Template: requiredText('Template', MAX_TEMPLATE_LENGTH),
  SMSMessage: text('SMSMessage', MAX_SMS_MESSAGE_LENGTH).optional().default(''),
};

export const createEmailTemplateRequest = z.strictObject({
  Id: z.literal(0).optional(),
  ...templateFields,
});
export type CreateEmailTemplateRequest = z.input<typeof createEmailTemplateRequest>;
export const updateEmailTemplateRequest = z.strictObject({ Id: recordId('Id'), ...templateFields });
export type UpdateEmailTemplateRequest = z.input<typeof updateEmailTemplateRequest>;
export const previewEmailTemplateRequest = z.strictObject({
  Id: z.number().int().min(0).optional(),
  ...templateFields,
});
export type PreviewEmailTemplateRequest = z.input<typeof previewEmailTemplateRequest>;
