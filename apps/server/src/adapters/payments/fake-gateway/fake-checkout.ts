import type { IncomingMessage, ServerResponse } from 'node:http';
import { html, readBody } from './fake-http.ts';

/**
 * The fakes' checkout page (Pay, Decline, Cancel), the providers' hosted page in test mode: the
 * customer's browser opens it with no key, the choice settles the payment, and the customer is sent
 * back to the site with the provider's parameters.
 */

export type CheckoutAction = 'pay' | 'decline' | 'cancel';
export const isCheckoutAction = (action: unknown): action is CheckoutAction =>
  action === 'pay' || action === 'decline' || action === 'cancel';

/** A checkout as the page shows it. */
export type CheckoutView = {
  naira: number;
  email: string;
  reference: string;
  /** Its end once settled ('success', 'failed'…); undefined while it waits for a choice. */
  settled?: string;
};

const PAGE_STYLE = {
  /** The hosted checkout's page. */
  hosted:
    'body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem 0 0}',
  /** The inline scripts' checkout as a page of its own (fake-inline-scripts.ts). */
  inline:
    'body{font-family:system-ui,sans-serif;margin:1.5rem;color:#222}h1{font-size:1.4rem}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem 0 0;cursor:pointer}',
};

/** The page; its form posts the choice to `action`, or to the page's own address without one. */
export function checkoutPage(
  checkout: CheckoutView,
  page: { heading: string; style: keyof typeof PAGE_STYLE; action?: string },
) {
  const naira = checkout.naira.toLocaleString('en-NG', { minimumFractionDigits: 2 });
  const action = page.action === undefined ? '' : ` action="${html(page.action)}"`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test checkout</title>
<style>${PAGE_STYLE[page.style]}</style></head>
<body><h1>${page.heading}</h1><p>Payments are in test mode: no real money moves.</p>
<p><strong>₦${html(naira)}</strong> from ${html(checkout.email)}</p><p>Reference ${html(checkout.reference)}</p>
${
  checkout.settled
    ? `<p>This payment is ${html(checkout.settled)}.</p>`
    : `<form method="post"${action}><button name="action" value="pay">Pay</button><button name="action" value="decline">Decline</button><button name="action" value="cancel">Cancel</button></form>`
}</body></html>`;
}

/** How a fake provider's checkouts are found, shown, settled and returned from. */
export type HostedCheckouts<Transaction> = {
  /** The transaction a checkout id opens. */
  find: (checkoutId: string) => Transaction | undefined;
  view: (trx: Transaction) => CheckoutView;
  settle: (trx: Transaction, action: CheckoutAction) => void;
  /** Where the customer goes back to after a choice (after it is settled), with the provider's parameters. */
  returnUrl: (trx: Transaction) => URL;
};

/** `GET|POST /checkout/{id}`: the page, and the choice posted from it. */
export async function serveHostedCheckout<Transaction>(
  request: IncomingMessage,
  response: ServerResponse,
  checkoutId: string,
  checkouts: HostedCheckouts<Transaction>,
) {
  const trx = checkouts.find(checkoutId);
  if (!trx) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout');
    return;
  }
  if (request.method === 'POST') {
    const action = new URLSearchParams(await readBody(request)).get('action');
    if (isCheckoutAction(action)) checkouts.settle(trx, action);
    response.writeHead(303, { location: checkouts.returnUrl(trx).toString() }).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  // Relative: the form posts back to the page's own address, wherever the fake is mounted.
  response.end(
    checkoutPage(checkouts.view(trx), { heading: 'Test checkout', style: 'hosted', action: checkoutId }),
  );
}
