import { z } from 'zod';
import { emailAddress, requiredText, text } from './fields.ts';
import { parsePhone } from './phone.ts';

/** issue 20 §3: the contact form's limits and replies. */
export const contactLimits = { name: 100, message: 5000 } as const;
/** issue 20 §3: at most this many contact messages an hour from one client address. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

export const contactTexts = {
  sent: 'Thank you. We will get back to you shortly',
  tooMany: 'You have sent several messages in the last hour. Kindly wait a while before sending another',
  invalidPhone: 'Enter a valid phone number',
} as const;

const phoneNumber = z
  .string({
    error: (issue) => (issue.input == null ? 'PhoneNumber is required' : 'PhoneNumber must be text'),
  })
  .trim()
  .min(1, 'PhoneNumber is required')
  .max(50, 'PhoneNumber must be at most 50 characters')
  .transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (!parsed.ok || !parsed.valid) {
      ctx.addIssue({ code: 'custom', message: parsed.ok ? contactTexts.invalidPhone : parsed.message });
      return z.NEVER;
    }
    return parsed.international;
  });

/**
 * Message/SendContactMessage: the form engine's required messages ('{field} is required'). Website is
 * the hidden honeypot: a person never sees it, a form-filling robot does; a filled one is answered
 * alike and sends nothing.
 */
export const sendContactMessageRequest = z.strictObject({
  Name: requiredText('Name', contactLimits.name),
  EmailAddress: emailAddress,
  PhoneNumber: phoneNumber,
  Message: requiredText('Message', contactLimits.message),
  Website: text('Website', 500).nullish(),
});
export type SendContactMessageRequest = z.input<typeof sendContactMessageRequest>;
