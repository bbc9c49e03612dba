import { generatePassword, hashPassword } from '../auth/passwords.ts';

/** The one password every demo person signs in with, hashed at most once per seeding (argon2 is slow by design). */
export type DemoPassword = {
  hash: () => Promise<string>;
  /** What to tell the person seeding: a made-up password once, a configured one never. */
  announcement: () => string;
};

/** DEMO_PASSWORD when configured; otherwise a random one (never a fixed password in the code). */
export function demoPassword(configured: string | undefined): DemoPassword {
  const password = configured ?? generatePassword();
  let hashed: Promise<string> | undefined;
  return {
    hash: () => {
      hashed ??= hashPassword(password);
      return hashed;
    },
    announcement: () =>
      configured === undefined
        ? `Demo people share the password ${password} (shown only this once)`
        : 'Demo people sign in with the password in DEMO_PASSWORD',
  };
}
