import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An administrator's wording of one message template type (one per type; without one, the default). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    emailType: integer('email_type').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    smsMessage: text('sms_message').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('message_templates_email_type_key').on(table.emailType),
    check('message_templates_subject_length', sql`char_length(${table.subject}) <= 200`),
  ],
);
