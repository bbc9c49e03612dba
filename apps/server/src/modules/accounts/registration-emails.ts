import type { Db } from '../../db/database.ts';
import { queueTemplatedEmail } from '../message-templates/index.ts';

const linksOf = (siteUrl: string) => ({
  SignInLink: `${siteUrl}/account/login`,
  ResetLink: `${siteUrl}/account/resetpassword`,
});

/** A new account's owner learns it is ready; Register's answer could not say so without telling others. */
export const queueWelcomeEmail = (tx: Db, input: { recipient: string; firstname: string; siteUrl: string }) =>
  queueTemplatedEmail(tx, {
    type: 'Welcome',
    recipient: input.recipient,
    values: { FirstName: input.firstname, SignInLink: linksOf(input.siteUrl).SignInLink },
  });

/** The owner of a taken address learns someone registered with it, and how to get in if it was them. */
export const queueRegistrationAttemptEmail = (
  tx: Db,
  input: { recipient: string; firstname: string; siteUrl: string },
) =>
  queueTemplatedEmail(tx, {
    type: 'Registration Attempt',
    recipient: input.recipient,
    values: { FirstName: input.firstname, ...linksOf(input.siteUrl) },
  });
