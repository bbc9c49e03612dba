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
    summary: 'The message types with a template, and whether each has an SMS.',
  },
  GetEmailTemplate: {
    method: 'GET',
    access: access.admin(Endpoint.MessageTemplate, 'view'),
    query: emailTemplateQuery,
    reply: reply.json(messageTemplate),
    summary: "A message type's template: subject, body and SMS.",
    problems: [404],
  },
  CreateEmailTemplate: {
    method: 'POST',
    access: access.admin(Endpoint.MessageTemplate, 'create'),
    body: createEmailTemplateRequest,
    reply: reply.json(messageTemplate),
    summary: 'Saves the template of a message type that has none yet.',
    problems: [404, 409],
  },
  UpdateEmailTemplate: {
    method: 'POST',
    access: access.admin(Endpoint.MessageTemplate, 'edit'),
    body: updateEmailTemplateRequest,
    reply: reply.json(messageTemplate),
    summary: "Updates a message type's template.",
    problems: [404],
  },
  // Ours: what the message would say, with sample values, before it is saved.
  PreviewEmailTemplate: {
    method: 'POST',
    access: access.admin(Endpoint.MessageTemplate, 'view'),
    body: previewEmailTemplateRequest,
    reply: reply.json(renderedMessage),
    summary: 'What a template would say, with sample values, before it is saved.',
    problems: [404],
  },
});
