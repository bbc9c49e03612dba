import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake SMS provider received: the JSON body of each POST, and its authorization header. */
export type ReceivedSms = {
  to: string;
  from: string;
  message: string;
  reference?: string;
  authorization?: string;
};

/**
 * A fake HTTP SMS provider on loopback (node:http): records each POST's JSON and answers 200, or the
 * status given for a recipient (`answer('+234…', 400, 'Invalid number')`).
 */
export async function startSmsTestProvider() {
  const received: ReceivedSms[] = [];
  const answers = new Map<string, { status: number; text: string }>();
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as ReceivedSms;
    const answer = answers.get(body.to);
    if (answer) {
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.text);
      return;
    }
    received.push({
      ...body,
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    answer(recipient: string, status: number, text = '') {
      answers.set(recipient, { status, text });
    },
    accept(recipient: string) {
      answers.delete(recipient);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
