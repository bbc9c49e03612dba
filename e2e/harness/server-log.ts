/** One line the server printed: pino's JSON when it parses, else the raw text (e.g. a crash on stderr). */
export type LogLine = {
  stream: 'stdout' | 'stderr';
  text: string;
  /** The parsed pino record (level, time, msg, ...), when the line is JSON. */
  json?: Record<string, unknown> & { msg?: string; level?: number };
};

/** A message the embedded log sender delivered (apps/server/src/adapters/messaging/log-sender.ts). */
export type OutboxMessage = {
  channel: 'Email' | 'SMS';
  to: string;
  subject: string | null;
  body: string;
};

type Waiter = { check: () => boolean };

/**
 * Every line the server printed, in order, with a way to wait for a line that has not arrived yet.
 * Waiting is event-driven: each new line re-checks the pending waits.
 */
export class ServerLog {
  readonly lines: LogLine[] = [];
  private readonly waiters = new Set<Waiter>();

  add(stream: LogLine['stream'], text: string) {
    this.lines.push({ stream, text, json: parseJson(text) });
    for (const waiter of [...this.waiters]) waiter.check();
  }

  /** The whole log as text, for a failed test's attachment. */
  text() {
    return this.lines.map((line) => line.text).join('\n');
  }

  /** The last lines, to explain why the server did not start. */
  tail(count = 30) {
    return this.lines
      .slice(-count)
      .map((line) => line.text)
      .join('\n');
  }

  /**
   * Resolves with the first value `pick` returns other than undefined, looking at the lines so far
   * and then at each new one; rejects after `timeoutMs` with `description` in the message.
   */
  waitFor<T>(pick: () => T | undefined, options: { timeoutMs: number; description: string }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        check: () => {
          const value = pick();
          if (value === undefined) return false;
          this.waiters.delete(waiter);
          clearTimeout(timer);
          resolve(value);
          return true;
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(
          new Error(
            `Timed out after ${options.timeoutMs} ms waiting for ${options.description}.\n` +
              `Last server log lines:\n${this.tail()}`,
          ),
        );
      }, options.timeoutMs);
      this.waiters.add(waiter);
      waiter.check();
    });
  }

  /** Every outbox message the server logged as sent, oldest first. */
  outboxMessages(): OutboxMessage[] {
    return this.lines.flatMap((line) => {
      const outbox = line.json?.outbox as { channel?: unknown; to?: unknown; subject?: unknown } | undefined;
      if (!outbox || typeof outbox.to !== 'string' || typeof line.json?.msg !== 'string') return [];
      // The log sender writes '{channel} to {recipient} ({subject}):\n{body}'.
      const message = line.json.msg;
      const bodyStart = message.indexOf(':\n');
      return [
        {
          channel: outbox.channel === 'SMS' ? 'SMS' : 'Email',
          to: outbox.to,
          subject: typeof outbox.subject === 'string' ? outbox.subject : null,
          body: bodyStart === -1 ? message : message.slice(bodyStart + 2),
        },
      ];
    });
  }
}

function parseJson(text: string): LogLine['json'] {
  if (!text.startsWith('{')) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as LogLine['json']) : undefined;
  } catch {
    return undefined;
  }
}
