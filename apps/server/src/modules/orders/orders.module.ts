import { access, orderInvoicePath } from '@wayfare/contracts';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { orderHandlers } from './orders.handlers.ts';

const orderLinkQuery = z.object({ orderid: z.uuid() });

/**
 * Issue 19 §1: the Order calls, and the redirect of the invoice links in e-mails
 * (`/order?orderid={Id}`) to the invoice page (`/order/{Id}`).
 */
export const ordersModule = (ctx: AppContext): ModuleParts => ({
  handlers: [orderHandlers({ db: ctx.db, config: ctx.config })],
  setup: (app) => {
    app.get(
      '/order',
      { config: { access: access.public }, schema: { hide: true } },
      async (request, reply) => {
        const link = orderLinkQuery.safeParse(request.query);
        if (!link.success) return reply.callNotFound();
        return reply.redirect(orderInvoicePath(link.data.orderid), 302);
      },
    );
  },
});
