import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  type ReceivedMail,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../../apps/server/src/test/smtp-test-server.ts';
import { type OutboxMessage, ServerLog } from './server-log.ts';
import { startTileServer, type TileServer } from './tile-server.ts';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverMain = path.join(repositoryRoot, 'apps/server/dist/main.js');
const webIndex = path.join(repositoryRoot, 'apps/web/dist/index.html');

export type StartServerOptions = {
  /**
   * true: start on an empty DATA_DIR, a true first start (migrations run, the first administrator is
   * created and announced in this server's log). false (default): start on a copy of the run's
   * template database, made by such a first start in global setup, which is several times faster.
   */
  emptyDatabase?: boolean;
  /** Extra environment variables for the server, e.g. { TOKEN_LIFETIME_HOURS: '1' }. */
  env?: Record<string, string>;
  /** How long to wait for /api/ready (default 60 s: a first start on a busy machine is slow). */
  startTimeoutMs?: number;
};

export type MessageFilter = {
  /** The recipient, compared without regard to case. */
  to: string;
  subjectIncludes?: string;
  /** Default 10 s. */
  timeoutMs?: number;
};

/** A running production build of Wayfare on its own port and its own fresh database. */
export type WayfareServer = {
  baseURL: string;
  dataDir: string;
  /** Every line the server printed (pino JSON), for assertions and for a failed test's attachment. */
  log: ServerLog;
  /**
   * The first administrator and the one-time password announced at the first start of this server's
   * database: in this server's own log with emptyDatabase, else in the template's (global setup).
   */
  firstAdmin(): { email: string; password: string };
  /**
   * The loopback mail server this server delivers e-mail to (its SMTP_URL): `received` (each with
   * mailparser's `parsed`), `reject(address, 550)` to refuse an address (a 5xx fails the message at
   * once, a 4xx is retried), `accept(address)` to take it again.
   */
  smtp: SmtpTestServer;
  /** The loopback tile server its live map draws from (MAP_TILE_URL): never the internet's tiles. */
  tiles: TileServer;
  /**
   * The body of the next message to `to` (matching the subject, when given) that no earlier call
   * returned; waits for it to be sent. An e-mail is read from the SMTP server (its plain-text part), an
   * SMS from the log (the embedded log sender writes it there).
   */
  waitForMessage(filter: MessageFilter): Promise<string>;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and deletes its data folder. */
  stop(): Promise<void>;
};

/** Fails with the command to run when the production build is not there. */
export function assertProductionBuild() {
  const missing = [serverMain, webIndex].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The end-to-end tests run the production build, and it is missing: ` +
        `${missing.map((file) => path.relative(repositoryRoot, file)).join(', ')}.\n` +
        'Run `npm run build` first (or run `npm run test:e2e`, which builds and then tests).',
    );
  }
}

// Set by global setup (see createTemplate) for the test workers.
const TEMPLATE_DIR = 'WAYFARE_E2E_TEMPLATE_DIR';
const TEMPLATE_ADMIN = 'WAYFARE_E2E_TEMPLATE_ADMIN';

/** Starts `node apps/server/dist/main.js` on a free port with its own DATA_DIR (embedded PGlite). */
export async function startServer(options: StartServerOptions = {}): Promise<WayfareServer> {
  const template = options.emptyDatabase ? undefined : process.env[TEMPLATE_DIR];
  const templateAdmin = template ? JSON.parse(process.env[TEMPLATE_ADMIN] ?? 'null') : undefined;
  const { server } = await startInNewDataDir(options, template);
  return templateAdmin ? { ...server, firstAdmin: () => templateAdmin } : server;
}

/**
 * Global setup: one true first start on an empty database, stopped cleanly and kept as the template
 * that startServer copies. Returns a function that deletes it.
 */
export async function createTemplate() {
  const { server, halt } = await startInNewDataDir({}, undefined);
  process.env[TEMPLATE_ADMIN] = JSON.stringify(server.firstAdmin());
  await halt();
  process.env[TEMPLATE_DIR] = server.dataDir;
  return () => rm(server.dataDir, { recursive: true, force: true });
}

async function startInNewDataDir(options: StartServerOptions, template: string | undefined) {
  assertProductionBuild();
  // A free port can be taken by someone else between the check and the listen: try again then.
  for (let attempt = 1; ; attempt++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wayfare-e2e-'));
    // Every server delivers its e-mail to a mail server of its own on loopback (issue 15 §8).
    const smtp = await startSmtpTestServer();
    try {
      if (template) await cp(template, dataDir, { recursive: true });
      return await startOnce(dataDir, await freePort(), smtp, options);
    } catch (error) {
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

class PortTakenError extends Error {}

/**
 * V8 flags for a journey's server, which lives for one test: PGlite's WebAssembly kept to its first,
 * quick compilation (optimising the hot functions again costs a start about 0.5 s of CPU that a test
 * never earns back; the demo seeding too is no slower), and a larger young generation (fewer
 * collections while the modules load). A start takes about 1.6 s of CPU instead of 2.4 s.
 */
const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=32'];

// A worker that ends without its fixtures' teardown (a crash, a timeout) must not leave servers behind.
const liveServers = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of liveServers) child.kill('SIGKILL');
});

async function startOnce(dataDir: string, port: number, smtp: SmtpTestServer, options: StartServerOptions) {
  const baseURL = `http://127.0.0.1:${port}`;
  const tiles = await startTileServer();
  const env: Record<string, string> = {
    ...inheritedEnv(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    OUTBOX_POLL_MS: '200',
    SMTP_URL: smtp.url,
    MAP_TILE_URL: tiles.tileUrl,
    ...options.env,
  };
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveServers.add(child);
  child.once('exit', () => liveServers.delete(child));
  const log = new ServerLog();
  createInterface({ input: child.stdout! }).on('line', (line) => log.add('stdout', line));
  createInterface({ input: child.stderr! }).on('line', (line) => log.add('stderr', line));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  try {
    await waitForHealth(baseURL, exited, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await stopProcess(child, exited);
    await tiles.close();
    if (log.text().includes('EADDRINUSE')) throw new PortTakenError(String(error));
    throw new Error(`${(error as Error).message}\nServer log:\n${log.tail()}`);
  }

  const taken = new Set<string>();
  const halt = async () => {
    await stopProcess(child, exited);
    await smtp.close();
    await tiles.close();
  };
  const server: WayfareServer = {
    baseURL,
    dataDir,
    log,
    smtp,
    tiles,
    firstAdmin: () => announcedFirstAdmin(log, env.ADMIN_PASSWORD),
    waitForMessage(filter) {
      const description = `a message to ${filter.to}${
        filter.subjectIncludes ? ` with a subject including '${filter.subjectIncludes}'` : ''
      }`;
      return waitUntil(
        () => {
          const found = deliveredMessages(log, smtp).find(
            ({ key, message }) =>
              !taken.has(key) &&
              message.to.toLowerCase() === filter.to.toLowerCase() &&
              (!filter.subjectIncludes || (message.subject ?? '').includes(filter.subjectIncludes)),
          );
          if (!found) return undefined;
          taken.add(found.key);
          return found.message.body;
        },
        filter.timeoutMs ?? 10_000,
        () =>
          `Timed out waiting for ${description}.\nE-mails received: ${
            smtp.received.map(mailSummary).join('; ') || 'none'
          }\nLast server log lines:\n${log.tail()}`,
      );
    },
    async stop() {
      await halt();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return { server, halt };
}

/** Every message delivered so far, each under a key of its own: the log sender's, then the SMTP server's. */
function deliveredMessages(log: ServerLog, smtp: SmtpTestServer) {
  return [
    ...log.outboxMessages().map((message, index) => ({ key: `log ${index}`, message })),
    ...smtp.received.flatMap((mail, index) =>
      mail.to.map((to, recipient) => ({ key: `smtp ${index} ${recipient}`, message: asMessage(mail, to) })),
    ),
  ];
}

/** An e-mail as the SMTP server received it, read as the log sender wrote one: its plain-text part. */
const asMessage = (mail: ReceivedMail, to: string): OutboxMessage => ({
  channel: 'Email',
  to,
  subject: mail.parsed?.subject ?? null,
  body: mail.parsed?.text ?? '',
});

const mailSummary = (mail: ReceivedMail) => `${mail.to.join(', ')} (${mail.parsed?.subject ?? 'no subject'})`;

/** Resolves with the first value `pick` returns other than undefined, looking every 100 ms. */
async function waitUntil<T>(pick: () => T | undefined, timeoutMs: number, explain: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = pick();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) throw new Error(explain());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The server reads its whole configuration from the environment: pass only what a process needs,
// so a developer's own DATABASE_URL or ADMIN_PASSWORD cannot leak into a journey.
function inheritedEnv() {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(
    keep.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]])),
  );
}

const ANNOUNCEMENT =
  /First administrator created: sign in as (\S+) with the password (\S+) \(shown only this once;/;
const ANNOUNCEMENT_WITH_CONFIGURED_PASSWORD =
  /First administrator created: sign in as (\S+) with ADMIN_PASSWORD/;

function announcedFirstAdmin(log: ServerLog, configuredPassword: string | undefined) {
  for (const line of log.lines) {
    const message = line.json?.msg ?? '';
    const announced = ANNOUNCEMENT.exec(message);
    if (announced) return { email: announced[1]!, password: announced[2]! };
    const configured = ANNOUNCEMENT_WITH_CONFIGURED_PASSWORD.exec(message);
    if (configured && configuredPassword) return { email: configured[1]!, password: configuredPassword };
  }
  throw new Error(`The server did not announce a first administrator. Server log:\n${log.tail()}`);
}

async function waitForHealth(baseURL: string, exited: Promise<number | null>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`The server exited with code ${exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseURL}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not ready (${baseURL}/api/ready) within ${timeoutMs} ms`);
}

async function stopProcess(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
