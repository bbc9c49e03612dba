import { calls } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import {
  createTemplate,
  getTemplate,
  listTemplateTypes,
  previewTemplate,
  updateTemplate,
} from './message-templates.service.ts';

/** Issue 15 §3: the MessageTemplate calls. */
export const messageTemplateHandlers = handlersFor(calls.MessageTemplate, (db: Db) => ({
  GetEmailTemplateTypes: () => listTemplateTypes(),
  GetEmailTemplate: ({ query }) => getTemplate(db, query.emailType),
  CreateEmailTemplate: ({ body, request }) => createTemplate(db, { ...body, caller: request.principal }),
  UpdateEmailTemplate: ({ body, request }) => updateTemplate(db, { ...body, caller: request.principal }),
  PreviewEmailTemplate: ({ body }) => previewTemplate(body),
}));
