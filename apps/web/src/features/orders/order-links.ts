import { paths } from '../../lib/paths.ts';

/**
 * spec 001 §7: CreateOrderForOtherItems answers the invoice's absolute address with /order?orderid={Id};
 * the app shows it as its own route, /order/{Id}. Any other answer is kept as it came.
 */
export function invoicePathOf(reply: string) {
  try {
    const url = new URL(reply.trim(), window.location.origin);
    const id = [...url.searchParams].find(([name]) => name.toLowerCase() === 'orderid')?.[1];
    return id ? paths.order(id) : reply;
  } catch {
    return reply;
  }
}
