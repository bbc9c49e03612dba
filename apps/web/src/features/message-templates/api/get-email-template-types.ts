import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 15 §7: the messages whose wording an administrator may change. */
export const useEmailTemplateTypes = () => useQuery(callQuery(calls.MessageTemplate.GetEmailTemplateTypes));
