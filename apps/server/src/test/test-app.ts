import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeliverableMessage } from '../adapters/messaging/message-sender.ts';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createTokenService } from '../auth/tokens.ts';
import { type Config, testConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { ensureFirstAdmin } from '../modules/accounts/first-admin.service.ts';
import { adminRoleEndpoints, adminRoles } from '../modules/admin-roles/admin-roles.table.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Tests run without a log, except a request's internal error: a 500 in a test prints its cause (a CI
 * run's log is all there is to read afterwards).
 */
const internalErrorsOnly = {
  level: 'error',
  stream: {
    write(line: string) {
      if (line.includes('"msg":"request failed"')) process.stderr.write(line);
    },
  },
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const STRONG_PASSWORD = 'Str0ng!Passw0rd';
/** The key sealing authenticator secrets in tests (the server's comes from TWO_FACTOR_KEY or DATA_DIR). */
export const TEST_TWO_FACTOR_KEY = Buffer.alloc(32, 7);

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  /** Every message the outbox delivered, newest last. */
  sent: DeliverableMessage[];
  /** On PostgreSQL, the database's address, for a second app (another process's) on the same one. */
  url?: string;
  close: () => Promise<void>;
};

/**
 * The real app on a fresh database, with message delivery recorded instead of sent. `extend` adds
 * routes of the test's own before the app is ready.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    extend?: (app: FastifyInstance) => void;
    /** The SMS provider the settings name sends the SMS (issue 29 §2), instead of `sent` recording them. */
    configuredSms?: boolean;
  } = {},
): Promise<TestApp> {
  const connection = await createTestDatabase();
  const sent: DeliverableMessage[] = [];
  const record = async (message: DeliverableMessage) => {
    sent.push(message);
  };
  const app = await buildApp({
    config: testConfig({ OUTBOX_POLL_MS: 50, WEB_DIST_DIR: '/nonexistent', ...overrides }),
    db: connection.db,
    listen: connection.listen,
    jwtSecret: TEST_JWT_SECRET,
    twoFactorKey: TEST_TWO_FACTOR_KEY,
    senders: options.configuredSms ? { Email: record } : { Email: record, SMS: record },
    logger: internalErrorsOnly,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: connection.db,
    sent,
    ...(connection.url ? { url: connection.url } : {}),
    async close() {
      await app.close();
      await connection.close();
    },
  };
}

type UserOptions = {
  email?: string;
  /** null: no password at all (faster: no hashing), for a user who gets a token from `tokenFor`. */
  password?: string | null;
  isAdmin?: boolean;
  allowAllEndpoints?: boolean;
  /** An existing admin role to give the user (instead of a new role from `rights`). */
  adminRoleId?: number;
  /** Rights of the user's admin role, by endpoint id. */
  rights?: Record<number, Partial<{ view: boolean; create: boolean; edit: boolean; delete: boolean }>>;
  requireNewPassword?: boolean;
};

let counter = 0;

/** Inserts a user straight into the database (faster than signing up) and returns how to sign in. */
export async function createUser(db: Database, options: UserOptions = {}) {
  counter += 1;
  const email = options.email ?? `user${counter}-${Date.now()}@example.ng`;
  const password = options.password ?? STRONG_PASSWORD;
  let adminRoleId: number | null = options.adminRoleId ?? null;
  if (options.rights) {
    const [role] = await db
      .insert(adminRoles)
      .values({ name: `Role ${counter}-${Date.now()}` })
      .returning();
    adminRoleId = role!.id;
    for (const [endpoint, rights] of Object.entries(options.rights)) {
      await db.insert(adminRoleEndpoints).values({
        roleId: adminRoleId,
        endpoint: Number(endpoint),
        canView: rights.view ?? false,
        canCreate: rights.create ?? false,
        canEdit: rights.edit ?? false,
        canDelete: rights.delete ?? false,
      });
    }
  }
  const [user] = await db
    .insert(users)
    .values({
      emailAddress: email,
      surname: 'Okafor',
      firstname: 'Chidi',
      phoneNumber: '+2348031234567',
      passwordHash: password === null ? null : await hashPassword(password),
      isAdmin: options.isAdmin ?? Boolean(options.allowAllEndpoints || options.rights || adminRoleId),
      allowAllEndpoints: options.allowAllEndpoints ?? false,
      adminRoleId,
      requireNewPassword: options.requireNewPassword ?? false,
    })
    .returning();
  return { id: user!.id, email, password: password ?? '' };
}

const testTokens = createTokenService(TEST_JWT_SECRET, 1);

/** A bearer token for a user, as signing in would give (without the password hashing it costs). */
export const tokenFor = (user: { id: string }) => testTokens.issue({ userId: user.id, version: 0 });

/** An administrator, signed in: with every right, or with the given rights of their role. */
export const signedInAdmin = (testApp: TestApp, rights?: UserOptions['rights']) =>
  signedInUser(testApp, rights ? { rights } : { allowAllEndpoints: true });

export const FIRST_ADMIN = { email: 'first.admin@example.ng', password: STRONG_PASSWORD };

/**
 * Signs in as the first administrator, made as the server makes it on its first start (every right),
 * from ADMIN_EMAIL and ADMIN_PASSWORD; made on the first call, signed in again on later ones.
 */
export async function signInAsFirstAdmin(testApp: TestApp) {
  await ensureFirstAdmin(testApp.db, { ...FIRST_ADMIN, announce: () => {} });
  return signIn(testApp.app, FIRST_ADMIN.email, FIRST_ADMIN.password);
}

/** Account/Authenticate's reply, whatever it is. */
export const authenticate = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/Account/Authenticate',
    payload: { EmailAddress: email, Password: password },
  });

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await authenticate(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().Token as string;
}

/** A user of the given kind, signed in: returns their id and bearer token. */
export async function signedInUser(testApp: TestApp, options: UserOptions = {}) {
  const user = await createUser(testApp.db, options);
  return { ...user, token: await signIn(testApp.app, user.email, user.password) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function userRow(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Waits until the outbox has delivered a message matching the predicate. */
export async function waitForMessage(
  sent: DeliverableMessage[],
  predicate: (message: DeliverableMessage) => boolean,
  timeoutMs = 5000,
) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const found = sent.find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no matching message was delivered');
}

export const codeIn = (body: string) => body.match(/\b(\d{6})\b/)?.[1] ?? '';
