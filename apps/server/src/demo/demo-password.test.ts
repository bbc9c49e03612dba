import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { readConfig } from '../config.ts';
import { demoPassword } from './demo-password.ts';

describe('the demo password', () => {
  it('is DEMO_PASSWORD when configured, never repeated in what is announced', async () => {
    const password = demoPassword('Demo-Passw0rd!');
    expect(await verifyPassword(await password.hash(), 'Demo-Passw0rd!')).toBe(true);
    expect(password.announcement()).not.toContain('Demo-Passw0rd!');
  });

  it('is made up when not configured, different each time, and announced once made', async () => {
    const first = demoPassword(undefined);
    const second = demoPassword(undefined);
    const shown = /password (\S+) \(shown only this once\)/.exec(first.announcement())?.[1] ?? '';
    expect(shown).not.toBe(/password (\S+) \(/.exec(second.announcement())?.[1]);
    expect(await verifyPassword(await first.hash(), shown)).toBe(true);
  });

  it('is hashed once however many seeds ask for it', () => {
    const password = demoPassword(undefined);
    expect(password.hash()).toBe(password.hash());
  });
});

describe('DEMO_PASSWORD', () => {
  it('is optional, and refused at start when it breaks the password rule', () => {
    expect(readConfig({}).DEMO_PASSWORD).toBeUndefined();
    expect(readConfig({ DEMO_PASSWORD: '' }).DEMO_PASSWORD).toBeUndefined();
    expect(readConfig({ DEMO_PASSWORD: 'Demo-Passw0rd!' }).DEMO_PASSWORD).toBe('Demo-Passw0rd!');
    expect(() => readConfig({ DEMO_PASSWORD: 'password' })).toThrow(/DEMO_PASSWORD needs 8 characters/);
  });
});
