import { generate } from 'otplib';
import { expect } from 'vitest';
import type { apiAs } from '../../test/api-client.ts';

/** The authenticator code of the 30-second step `steps` away from now. */
export const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * Enrols the caller in the second factor through the calls: the secret their app holds and their
 * recovery codes. The current step is spent confirming, so the next code accepted is the next step's.
 */
export async function enrolTwoFactor(api: ReturnType<typeof apiAs>) {
  const started = await api.call('POST', '/api/Account/StartTwoFactorEnrolment');
  expect(started.statusCode, started.body).toBe(200);
  const { Secret } = started.json();
  const confirmed = await api.post('/api/Account/ConfirmTwoFactorEnrolment', { Code: await codeOf(Secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: Secret as string, recoveryCodes: confirmed.json().RecoveryCodes as string[] };
}
