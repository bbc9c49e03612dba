import type { FieldLabels } from '@wayfare/contracts';

/**
 * What the account forms call each property of their calls: the label above the field, and the name its
 * messages use ('First name is required', not the wire's 'Firstname is required').
 */
export const accountLabels = {
  EmailAddress: 'E-mail address',
  Firstname: 'First name',
  Surname: 'Surname',
  MiddleName: 'Middle name',
  PhoneNumber: 'Phone number',
  Password: 'Password',
  ConfirmPassword: 'Confirm password',
  VerificationCode: 'Verification code',
  ReferralCode: 'Referral code',
} as const satisfies FieldLabels;

/** The set-password forms: the password being chosen is the new one. */
export const newPasswordLabels = {
  ...accountLabels,
  Password: 'New password',
  ConfirmPassword: 'Confirm new password',
} as const satisfies FieldLabels;
