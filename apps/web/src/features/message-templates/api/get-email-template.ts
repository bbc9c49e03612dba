import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 15 §7: a type's template (Id 0 while it has none saved). */
export const useEmailTemplate = (emailType: number) =>
  useQuery(callQuery(calls.MessageTemplate.GetEmailTemplate, { query: { emailType } }));
