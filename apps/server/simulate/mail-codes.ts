import { startSmtpTestServer } from '../src/test/smtp-test-server.ts';

/**
 * The e-mail the server sends a new account ("Choose a password", with its one-time code) is the only
 * way to its password: the simulator receives it, as a mail server on `port` the server's SMTP_URL
 * names (smtp://127.0.0.1:{port}).
 */
export async function startMailCodes(port: number) {
  const smtp = await startSmtpTestServer({ port });
  return {
    url: smtp.url,
    /** The six-digit code of the latest e-mail to `email`, waiting up to `timeoutMs` for it. */
    async codeFor(email: string, timeoutMs = 120_000): Promise<string> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const mail = smtp.received.findLast((received) => received.to.includes(email.toLowerCase()));
        const code = /\b(\d{6})\b/.exec(mail?.parsed?.text ?? '')?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(
        `No e-mail reached ${email} within ${timeoutMs / 1000} s: is the server's SMTP_URL ${smtp.url}?`,
      );
    },
    close: () => smtp.close(),
  };
}
export type MailCodes = Awaited<ReturnType<typeof startMailCodes>>;
