import { access, defineArea, reply } from '../call.ts';
import {
  createEmailTemplateRequest,
  emailTemplateQuery,
  messageTemplate,
  messageTemplateType,
  previewEmailTemplateRequest,
  renderedMessage,
  updateEmailTemplateRequest,
} from '../message-templates.ts';
import { Endpoint } from '../permissions.ts';

/** spec 001 §7 (Message template) and issue 15 §3, endpoint MessageTemplate 3. */
export const messageTemplateCalls = defineArea('MessageTemplate', {
  GetEmailTemplateTypes: {
    method: 'GET',
    access: access.admin(Endpoint.MessageTemplate, 'view'),
    reply: reply.list(messageTemplateType),
  },
  GetEmailTemplate: {
    method: 'GET',
    access: access.admin(Endpoint.MessageTemplate, 'view'),
    query: emailTemplateQuery,
    reply: reply.json(messageTemplate),
  },
  CreateEmailTemplate: {
    method: 'POST',
    access: access.admin(Endpoint.MessageTemplate, 'create'),
    body: createEmailTemplateRequest,
    reply: reply.json(messageTemplate),
  },
  UpdateEmailTemplate: {
    method: 'POST',
    access: access.admin(Endpoint.MessageTemplate, 'edit'),
    body: updateEmailTemplateRequest,
    reply: reply.json(messageTemplate),
  },
  // Ours: what the message would say, with sample values, before it is saved.
  PreviewEmailTemplate: {
    method: 'POST',
    access: access.admin(Endpoint.MessageTemplate, 'view'),
    body: previewEmailTemplateRequest,
    reply: reply.json(renderedMessage),
  },
});
