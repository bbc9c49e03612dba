import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it. */
export type ReceivedMail = {
  /** The envelope: MAIL FROM and the accepted RCPT TO addresses. */
  from: string;
  to: string[];
  /** The Message-ID header as sent, angle brackets included (read from the raw header). */
  messageId: string | undefined;
  raw: Buffer;
  /** The message parsed by mailparser (subject, html, text, headers…); absent with `parse: false`. */
  parsed: ParsedMail | undefined;
  receivedAt: number;
};

export type SmtpTestServer = {
  /** smtp://127.0.0.1:{port}: the SMTP_URL of a sender that should deliver here. */
  url: string;
  port: number;
  /** Every message accepted so far, in the order they arrived. */
  received: ReceivedMail[];
  /** Makes RCPT TO of this address answer with the given reply, e.g. (address, 550, '5.1.1 Mailbox does not exist'). */
  reject: (address: string, code: number, text?: string) => void;
  /** Accepts the address again. */
  accept: (address: string) => void;
  /**
   * Holds every message at the end of its DATA until `release` is called (a slow mail server): the
   * sender waits for the server's answer meanwhile. `arrived` resolves once a held message has been
   * received, `waiting()` counts them; once released they are in `received`.
   */
  hold: () => { arrived: Promise<void>; waiting: () => number; release: () => void };
  /** Resolves once `count` messages have been received (fails after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

const MESSAGE_ID = /^message-id:\s*(<[^>\r\n]*>)/im;

/**
 * A real SMTP server on loopback for tests (and the e2e harness and the benchmark): no TLS, no
 * authentication, every recipient accepted unless told to refuse one. With `parse: false` messages
 * are kept raw (Message-ID read from the header) for speed, when thousands arrive.
 */
export async function startSmtpTestServer(options: { parse?: boolean; port?: number } = {}) {
  const parse = options.parse ?? true;
  const received: ReceivedMail[] = [];
  const rejections = new Map<string, { code: number; text: string }>();
  let held: { gate: Promise<void>; onArrival: () => void } | undefined;
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Many connections at once from several workers (the benchmark).
    maxClients: 200,
    // close() waits this long for connected clients to leave before cutting them (default 30 s): a test's
    // mail server must not hold up its teardown (a journey's fixture once ran out of time there).
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      const rejection = rejections.get(address.address.toLowerCase());
      if (!rejection) return callback();
      const error = new Error(rejection.text) as Error & { responseCode: number };
      error.responseCode = rejection.code;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          const head = raw.subarray(0, Math.max(0, raw.indexOf('\r\n\r\n')) || raw.length).toString('utf8');
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            messageId: MESSAGE_ID.exec(head)?.[1],
            raw,
            parsed: parse ? await simpleParser(raw) : undefined,
            receivedAt: Date.now(),
          };
          const hold = held;
          if (hold) {
            hold.onArrival();
            await hold.gate;
          }
          received.push(mail);
          for (const wake of waiters) wake();
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;

  const test: SmtpTestServer = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    reject(address, code, text = code >= 500 ? '5.1.1 Mailbox does not exist' : '4.2.1 Try again later') {
      rejections.set(address.toLowerCase(), { code, text });
    },
    accept(address) {
      rejections.delete(address.toLowerCase());
    },
    hold() {
      let release!: () => void;
      let arrivedNow!: () => void;
      let waiting = 0;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const arrived = new Promise<void>((resolve) => {
        arrivedNow = resolve;
      });
      const onArrival = () => {
        waiting += 1;
        arrivedNow();
      };
      held = { gate, onArrival };
      return {
        arrived,
        waiting: () => waiting,
        release: () => {
          held = undefined;
          release();
        },
      };
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanup();
          resolve(received);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${received.length} of ${count} messages arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return test;
}
