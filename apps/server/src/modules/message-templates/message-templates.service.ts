import {
  type MessageTemplate,
  type MessageTemplateType,
  messageTemplateTexts,
  type RenderedMessage,
} from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { constraintError, type Page } from '../../db/list-query.ts';
import { conflict, invalid, invalidProperty, notFound } from '../../errors.ts';
import { sanitizedHtml } from '../../sanitize-html.ts';
import { recordAdminChange } from '../activity/index.ts';
import {
  type MessageTemplateTypeDefinition,
  messageTemplateTypes,
  templateTypeOf,
} from './message-template-types.ts';
import { messageTemplates } from './message-templates.table.ts';
import { renderHtml, renderPlain } from './render-template.ts';
import { placeholderProblem } from './template-tags.ts';

export type TemplateInput = { EmailType: number; Subject: string; Template: string; SMSMessage: string };

const typeView = (type: MessageTemplateTypeDefinition): MessageTemplateType => ({
  EmailType: type.EmailType,
  Name: type.Name,
  Description: type.Description,
  HasSMS: type.HasSMS,
  Placeholders: [...type.Placeholders],
});

export const listTemplateTypes = (): Page<MessageTemplateType> => ({
  rows: messageTemplateTypes.map(typeView),
  total: messageTemplateTypes.length,
});

const view = (
  type: MessageTemplateTypeDefinition,
  saved: { id: number; subject: string; template: string; smsMessage: string } | undefined,
): MessageTemplate => ({
  Id: saved?.id ?? 0,
  EmailType: type.EmailType,
  Name: type.Name,
  Description: type.Description,
  HasSMS: type.HasSMS,
  Subject: saved?.subject ?? type.defaults.Subject,
  Template: saved?.template ?? type.defaults.Template,
  SMSMessage: type.HasSMS ? (saved?.smsMessage ?? type.defaults.SMSMessage) : '',
});

/** An unknown type read is 404; posted, it is a field of the form to correct (400). */
function typeOf(emailType: number, posted: boolean) {
  const type = templateTypeOf(emailType);
  if (type) return type;
  const message = messageTemplateTexts.noType(emailType);
  throw posted ? invalidProperty('EmailType', message) : notFound(message);
}

export async function getTemplate(db: Db, emailType: number): Promise<MessageTemplate> {
  const type = typeOf(emailType, false);
  const [saved] = await db.select().from(messageTemplates).where(eq(messageTemplates.emailType, emailType));
  return view(type, saved);
}

/**
 * Checks a posted wording against its type: SMSMessage when the type has SMS, only the type's
 * placeholders everywhere. Answers the wording to store, the HTML sanitised.
 */
function checkedWording(input: TemplateInput) {
  const type = typeOf(input.EmailType, true);
  const errors: Record<string, string[]> = {};
  if (type.HasSMS && !input.SMSMessage) errors.SMSMessage = [messageTemplateTexts.smsRequired];
  const parts = {
    Subject: input.Subject,
    Template: input.Template,
    SMSMessage: type.HasSMS ? input.SMSMessage : '',
  };
  for (const [field, wording] of Object.entries(parts)) {
    const problem = placeholderProblem(wording, type.Placeholders);
    if (problem) errors[field] = [problem];
  }
  const [first] = Object.values(errors);
  if (first) throw invalid(first[0]!, errors);
  return { type, ...parts, Template: sanitizedHtml(parts.Template) };
}

type Caller = { caller: Principal | null };

const log = (
  tx: Db,
  caller: Principal | null,
  action: string,
  after: MessageTemplate,
  before?: MessageTemplate,
) =>
  recordAdminChange(tx, {
    userId: caller!.userId,
    area: 'MessageTemplate',
    action,
    recordId: after.Id,
    ...(before ? { before } : {}),
    after,
  });

const alreadySaved = (type: MessageTemplateTypeDefinition) => {
  const message = messageTemplateTexts.alreadySaved(type.Name);
  return conflict(message, { EmailType: [message] });
};

export async function createTemplate(db: Db, input: TemplateInput & Caller): Promise<MessageTemplate> {
  const wording = checkedWording(input);
  try {
    return await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(messageTemplates)
        .values({
          emailType: wording.type.EmailType,
          subject: wording.Subject,
          template: wording.Template,
          smsMessage: wording.SMSMessage,
        })
        .onConflictDoNothing()
        .returning();
      if (!saved) throw alreadySaved(wording.type);
      const reply = view(wording.type, saved);
      await log(tx, input.caller, 'CreateEmailTemplate', reply);
      return reply;
    });
  } catch (error) {
    throw constraintError(error, {
      message_templates_email_type_key: ['EmailType', messageTemplateTexts.alreadySaved(wording.type.Name)],
    });
  }
}

/** The template row is locked, so two edits apply one after the other and each logs what it replaced. */
export async function updateTemplate(
  db: Db,
  input: TemplateInput & Caller & { Id: number },
): Promise<MessageTemplate> {
  const wording = checkedWording(input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.id, input.Id))
      .for('update');
    if (!current) throw notFound(messageTemplateTexts.noTemplate(input.Id));
    if (current.emailType !== wording.type.EmailType) {
      throw invalidProperty('EmailType', messageTemplateTexts.wrongType(String(input.Id)));
    }
    const [saved] = await tx
      .update(messageTemplates)
      .set({
        subject: wording.Subject,
        template: wording.Template,
        smsMessage: wording.SMSMessage,
        updatedAt: sql`now()`,
      })
      .where(eq(messageTemplates.id, input.Id))
      .returning();
    const reply = view(wording.type, saved);
    await log(tx, input.caller, 'UpdateEmailTemplate', reply, view(wording.type, current));
    return reply;
  });
}

/** What the wording would say with the type's sample values, as it would be saved. */
export function previewTemplate(input: TemplateInput): RenderedMessage {
  const wording = checkedWording(input);
  const sample = wording.type.sample;
  return {
    Subject: renderPlain(wording.Subject, sample),
    Template: renderHtml(wording.Template, sample),
    SMSMessage: renderPlain(wording.SMSMessage, sample),
  };
}
