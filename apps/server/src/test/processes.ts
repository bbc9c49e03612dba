import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export type RunningProcess = {
  pid: number | undefined;
  /** The process's stdout and stderr so far (kept in a file, so writing them costs the parent nothing). */
  output: () => string;
  stop: () => Promise<void>;
  /** Sends a signal at once (SIGKILL: a process that dies without cleaning up). */
  kill: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code (null when a signal ended it) once the process has ended. */
  exited: Promise<number | null>;
};

const running = new Set<ChildProcess>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The environment of a server process (src/main.ts or its build) listening on loopback: its port,
 * data folder, database (PGlite in the data folder without one), token secret and first administrator.
 */
export function serverEnv(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  jwtSecret: string;
  admin: { email: string; password: string };
  logLevel: string;
}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    JWT_SECRET: options.jwtSecret,
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
    LOG_LEVEL: options.logLevel,
  };
}

/** Starts a child process with its output going to a log file. */
export function startProcess(options: {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  logFile: string;
  cwd?: string;
}): RunningProcess {
  const fd = openSync(options.logFile, 'w');
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('exit', () => running.delete(child));
  return {
    pid: child.pid,
    exited,
    kill: (signal) => child.kill(signal),
    output: () => readFileSync(options.logFile, 'utf8'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until GET url answers 200, failing with the process's output if it does not in time. */
export async function waitUntilHealthy(url: string, process: RunningProcess, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms:\n${process.output().slice(-3000)}`);
}

/**
 * Starts a server process listening on `port` and waits until /api/ready answers (migrated, its app
 * listening: /api/health answers earlier, while it migrates); a server that never becomes ready is
 * stopped before the error is thrown.
 */
export async function startServerProcess(
  port: number,
  options: Parameters<typeof startProcess>[0],
  timeoutMs?: number,
) {
  const child = startProcess(options);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(`${url}/api/ready`, child, timeoutMs);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, process: child };
}

/** Kills whatever is still running (used when the runner exits early). */
export function killAll() {
  for (const child of running) child.kill('SIGKILL');
}
