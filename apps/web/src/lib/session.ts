import type { SessionUser } from '@wayfare/contracts';

/** spec 000 §4 and §9: the login state kept in local storage, under these keys. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  requireAuth: 'requireAuth',
  loginDetails: 'loginDetails',
  anonymousId: 'anonymousId',
  // spec 000 §3.3: a referral code is kept under the storage key rc.
  referralCode: 'rc',
  // Ours: set while the person must choose a new password before going on.
  requireNewPassword: 'requireNewPassword',
} as const;

/** Saved when the person ticks "Remember me": the address only, never the password. */
export type LoginDetails = { EmailAddress: string; RememberMe: boolean };

export type Session = {
  token: string | null;
  user: SessionUser | null;
  requireAuth: boolean;
  requireNewPassword: boolean;
};

const listeners = new Set<() => void>();
let snapshot: Session | undefined;

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function read(): Session {
  return {
    token: localStorage.getItem(storageKeys.token),
    user: readJson<SessionUser>(storageKeys.user),
    requireAuth: localStorage.getItem(storageKeys.requireAuth) === 'true',
    requireNewPassword: localStorage.getItem(storageKeys.requireNewPassword) === 'true',
  };
}

function changed() {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(storageKeys).includes(event.key)) changed();
  });
}

export const session = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): Session {
    snapshot ??= read();
    return snapshot;
  },
  /** spec 000 §4: logged in means a token exists and the require-auth flag is not set. */
  isLoggedIn() {
    const current = session.get();
    return Boolean(current.token) && !current.requireAuth;
  },
  signIn(reply: { Token: string; User: SessionUser; RequireNewPassword: boolean }) {
    localStorage.setItem(storageKeys.token, reply.Token);
    localStorage.setItem(storageKeys.user, JSON.stringify(reply.User));
    localStorage.removeItem(storageKeys.requireAuth);
    if (reply.RequireNewPassword) localStorage.setItem(storageKeys.requireNewPassword, 'true');
    else localStorage.removeItem(storageKeys.requireNewPassword);
    changed();
  },
  /** After ChangePassword: the new token replaces the old, which the server no longer honours. */
  passwordChanged(token: string) {
    localStorage.setItem(storageKeys.token, token);
    localStorage.removeItem(storageKeys.requireNewPassword);
    changed();
  },
  /** spec 000 §4: signing out removes the token, the user and the flag. */
  signOut() {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.user);
    localStorage.removeItem(storageKeys.requireAuth);
    localStorage.removeItem(storageKeys.requireNewPassword);
    changed();
  },
  /** spec 000 §4: a 401 clears the token and user and sets the require-auth flag. */
  expire() {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.user);
    localStorage.setItem(storageKeys.requireAuth, 'true');
    changed();
  },
  loginDetails: () => readJson<LoginDetails>(storageKeys.loginDetails),
  saveLoginDetails(details: LoginDetails | null) {
    if (!details?.RememberMe) return localStorage.removeItem(storageKeys.loginDetails);
    // Only the two named properties: a caller passing the whole login form must not store its password.
    const saved: LoginDetails = { EmailAddress: details.EmailAddress, RememberMe: true };
    localStorage.setItem(storageKeys.loginDetails, JSON.stringify(saved));
  },
  /** spec 000 §4: a generated unique identifier, created on first need. */
  anonymousId() {
    let id = localStorage.getItem(storageKeys.anonymousId);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(storageKeys.anonymousId, id);
    }
    return id;
  },
};
