import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakePaystack, type FakePaystack } from './fake-paystack.ts';

export type FakeGatewaySecrets = { paystackSecretKey: string; paystackPublicKey: string };

export type FakeGateway = {
  /** PAYSTACK_BASE_URL for the adapter. */
  paystackBaseUrl: string;
  paystack: FakePaystack;
  /** Where events go; may be set once the app listens. */
  webhookUrl: string;
  close(): Promise<void>;
};

/**
 * The fake payment gateway on a free loopback port (tests), like the fake S3 server: Paystack under
 * /paystack. Events are posted over HTTP to `webhookUrl`.
 */
export async function startFakeGateway(options: {
  webhookUrl?: string;
  secrets: FakeGatewaySecrets;
}): Promise<FakeGateway> {
  let base = '';
  const gateway: FakeGateway = {
    paystackBaseUrl: '',
    webhookUrl: options.webhookUrl ?? '',
    paystack: createFakePaystack({
      secretKey: options.secrets.paystackSecretKey,
      publicKey: options.secrets.paystackPublicKey,
      checkoutBase: () => `${base}/paystack`,
      postWebhook: async (body, headers) => {
        const response = await fetch(gateway.webhookUrl, { method: 'POST', headers, body });
        await response.arrayBuffer();
        return response.status;
      },
    }),
    close: async () => {
      await gateway.paystack.webhooksSettled();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/paystack/')) {
      gateway.paystack.handle(request, response, url.slice('/paystack'.length)).catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      });
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway.paystackBaseUrl = `${base}/paystack`;
  return gateway;
}
