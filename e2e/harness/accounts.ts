import type { WayfareServer } from './server.ts';

/** Meets the password rule of spec 001 §5: eight characters, a digit, both cases and a symbol. */
export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

/** Someone who can sign in: what they type, and the name the app shows for them. */
export type Account = { email: string; password: string; fullName: string };

let emailCounter = 0;
/** An address no other test uses, e.g. rider-3-lx2k9a@example.ng. */
export const uniqueEmail = (prefix = 'rider') =>
  `${prefix}-${++emailCounter}-${Date.now().toString(36)}@example.ng`;

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`POST /api/${path} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/**
 * One POST to the real API, for a journey's setup (what the browser would have done before the part
 * under test). Throws ApiCallError with the problem details on a non-2xx answer.
 */
export async function postApi<T>(server: WayfareServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.baseURL}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) throw new ApiCallError(response.status, parsed, path);
  return parsed as T;
}

/** One GET of the real API as `token`'s holder, for a journey to read what the server now holds. */
export async function getApi<T>(server: WayfareServer, call: string, token: string): Promise<T> {
  const response = await fetch(`${server.baseURL}/api/${call}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`GET /api/${call} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

type SignedIn = { Token: string; RequireNewPassword: boolean };

export const signInThroughApi = (server: WayfareServer, account: { email: string; password: string }) =>
  postApi<SignedIn>(server, 'Account/Authenticate', {
    EmailAddress: account.email,
    Password: account.password,
  });

/** Changes a password as its owner would on another device: every other session of theirs ends. */
export async function changePasswordThroughApi(
  server: WayfareServer,
  account: { email: string; password: string },
  newPassword: string,
) {
  const { Token } = await signInThroughApi(server, account);
  await postApi(server, 'Account/ChangePassword', { Password: newPassword }, Token);
  return { ...account, password: newPassword };
}

/**
 * The first administrator with the one-time password already replaced by `password`, for journeys
 * that are not about the first sign-in (journeys/first-administrator.spec.ts is).
 */
export async function readyFirstAdmin(server: WayfareServer, password = 'Adm1n!Wayfare'): Promise<Account> {
  const changed = await changePasswordThroughApi(server, server.firstAdmin(), password);
  return { ...changed, fullName: 'Site Administrator' };
}

/** Registers a rider through the API (the register journey does it through the form). */
export async function registerRider(
  server: WayfareServer,
  details: Partial<{ email: string; password: string; firstname: string; surname: string }> = {},
): Promise<Account> {
  const account = {
    email: details.email ?? uniqueEmail(),
    password: details.password ?? STRONG_PASSWORD,
    firstname: details.firstname ?? 'Ada',
    surname: details.surname ?? 'Okafor',
  };
  await postApi(server, 'Account/Register', {
    EmailAddress: account.email,
    PhoneNumber: '0803 123 4567',
    Surname: account.surname,
    Firstname: account.firstname,
    Password: account.password,
    ConfirmPassword: account.password,
  });
  return {
    email: account.email,
    password: account.password,
    fullName: `${account.firstname} ${account.surname}`,
  };
}

/** The six-digit code in a message body (spec 001: reset and deletion codes). */
export function codeIn(body: string) {
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No six-digit code in the message:\n${body}`);
  return code;
}
