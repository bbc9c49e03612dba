import { z } from 'zod';
import { withMatchingConfirmation } from './account.ts';
import { emailAddress, newPassword, requiredText, text } from './fields.ts';
import { parsePhone } from './phone.ts';
import { MAX_REFERRAL_CODE_INPUT } from './referral-codes.ts';
import { texts } from './texts.ts';

/*
 * A new account (Account/Register), apart from the other account schemas: its phone number check
 * needs libphonenumber's metadata, which the sign-in page need not download.
 */

const phoneNumber = z
  .string({ error: 'PhoneNumber is required' })
  .trim()
  .min(1, 'PhoneNumber is required')
  .transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    if (!parsed.valid) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid phone number' });
      return z.NEVER;
    }
    return parsed.international;
  });

export const registerRequest = withMatchingConfirmation(
  z.strictObject({
    EmailAddress: emailAddress,
    PhoneNumber: phoneNumber,
    Surname: requiredText('Surname', 100),
    Firstname: requiredText('Firstname', 100),
    MiddleName: text('MiddleName', 100).optional(),
    Password: newPassword,
    ConfirmPassword: z.string({ error: texts.passwordMismatch }).max(200, texts.passwordMismatch),
    // issue 15 §5: the code of the person who referred this one (a `?rc=` link); an unknown one is ignored.
    ReferralCode: text('ReferralCode', MAX_REFERRAL_CODE_INPUT).nullish(),
  }),
);
export type RegisterRequest = z.input<typeof registerRequest>;

/** issue 29 §3: no Id, so the reply for an address that already has an account is the same. */
export const registerReply = z.object({ Message: z.string() });
