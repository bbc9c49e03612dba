import type { SessionUser } from '@wayfare/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type LoginDetails, session, storageKeys } from './session.ts';

const user: SessionUser = {
  Id: 'u-1',
  EmailAddress: 'ada@example.com',
  Surname: 'Obi',
  FirstName: 'Ada',
  HasAdminRole: false,
  AllowAllEndPoints: false,
  AdminEndPoints: [],
};
const signIn = (RequireNewPassword = false) =>
  session.signIn({ Token: 'token-1', User: user, RequireNewPassword });

// spec 000 §4: the login state held in local storage.
describe('session', () => {
  it('is signed out when no token is stored', () => {
    expect(session.isLoggedIn()).toBe(false);
  });

  it('is signed in once a token is stored', () => {
    signIn();
    expect(session.isLoggedIn()).toBe(true);
    expect(localStorage.getItem(storageKeys.token)).toBe('token-1');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(user);
  });

  it('is signed out while the require-auth flag is set, even with a token', () => {
    signIn();
    localStorage.setItem(storageKeys.requireAuth, 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.requireAuth }));
    expect(session.get().token).toBe('token-1');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('follows a sign-in made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    localStorage.setItem(storageKeys.token, 'from-another-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token }));
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(session.isLoggedIn()).toBe(true);
  });

  it('clears the require-auth flag on a new sign-in', () => {
    session.expire();
    signIn();
    expect(localStorage.getItem(storageKeys.requireAuth)).toBeNull();
    expect(session.isLoggedIn()).toBe(true);
  });

  it('signing out removes the token, the user and the flag but keeps the anonymous id and login details', () => {
    const anonymousId = session.anonymousId();
    session.saveLoginDetails({ EmailAddress: 'ada@example.com', RememberMe: true });
    signIn();
    localStorage.setItem(storageKeys.requireAuth, 'true');
    session.signOut();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.requireAuth)).toBeNull();
    expect(session.get()).toMatchObject({ token: null, user: null, requireAuth: false });
    expect(session.anonymousId()).toBe(anonymousId);
    expect(session.loginDetails()).toEqual({ EmailAddress: 'ada@example.com', RememberMe: true });
  });

  it('an expired session (a 401) clears the token and user and sets the require-auth flag', () => {
    signIn();
    session.expire();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.requireAuth)).toBe('true');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('remembers when a new password must be chosen, until it is changed', () => {
    signIn(true);
    expect(session.get().requireNewPassword).toBe(true);
    session.passwordChanged('token-2');
    expect(session.get()).toMatchObject({ token: 'token-2', requireNewPassword: false });
  });

  it('notifies subscribers of every change', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    signIn();
    session.signOut();
    unsubscribe();
    signIn();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('never saves a password with the login details', () => {
    const formValues = { EmailAddress: 'ada@example.com', RememberMe: true, Password: 'Secret#123' };
    session.saveLoginDetails(formValues as LoginDetails);
    expect(localStorage.getItem(storageKeys.loginDetails)).not.toContain('Secret#123');
    expect(session.loginDetails()).toEqual({ EmailAddress: 'ada@example.com', RememberMe: true });
  });

  it('forgets the login details when "Remember me" is off', () => {
    session.saveLoginDetails({ EmailAddress: 'ada@example.com', RememberMe: true });
    session.saveLoginDetails({ EmailAddress: 'ada@example.com', RememberMe: false });
    expect(session.loginDetails()).toBeNull();
  });

  it('creates the anonymous id on first need and keeps it', () => {
    expect(localStorage.getItem(storageKeys.anonymousId)).toBeNull();
    const id = session.anonymousId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(storageKeys.anonymousId)).toBe(id);
    expect(session.anonymousId()).toBe(id);
  });

  it('reads a corrupt stored user as no user', () => {
    localStorage.setItem(storageKeys.token, 't');
    localStorage.setItem(storageKeys.user, '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(session.get().user).toBeNull();
  });
});
