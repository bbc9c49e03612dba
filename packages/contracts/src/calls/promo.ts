import { access, defineArea, reply } from '../call.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';
import {
  createPromoCodeRequest,
  getPromoCodesQuery,
  promoCode,
  promoCodeCheck,
  promoCodeIdRequest,
  updatePromoCodeRequest,
  validatePromoCodeQuery,
} from '../promotions.ts';

/** Issue 30: the promo codes, under Promotions (18); ValidatePromoCode for a signed-in rider. */
export const promoCalls = defineArea('Promo', {
  GetPromoCodes: {
    method: 'GET',
    access: access.admin(Endpoint.Promotion, 'view'),
    query: getPromoCodesQuery,
    reply: reply.list(promoCode),
    summary: 'The promo codes, newest first; keyword on the code and the title.',
  },
  CreatePromoCode: {
    method: 'POST',
    access: access.admin(Endpoint.Promotion, 'create'),
    body: createPromoCodeRequest,
    reply: reply.json(promoCode),
    summary: 'Creates an active promo code (stored upper case); 409 when the code exists.',
    problems: [409],
  },
  UpdatePromoCode: {
    method: 'POST',
    access: access.admin(Endpoint.Promotion, 'edit'),
    body: updatePromoCodeRequest,
    reply: reply.json(promoCode),
    summary: "Updates a promo code's text, discount, period and limits (not its state or uses).",
    problems: [404, 409],
  },
  SuspendPromoCode: {
    method: 'POST',
    access: access.admin(Endpoint.Promotion, 'edit'),
    body: promoCodeIdRequest,
    reply: reply.json(messageReply),
    summary: 'Suspends a promo code: riders can no longer use it.',
    problems: [404, 409],
  },
  ActivatePromoCode: {
    method: 'POST',
    access: access.admin(Endpoint.Promotion, 'edit'),
    body: promoCodeIdRequest,
    reply: reply.json(messageReply),
    summary: 'Activates a suspended promo code.',
    problems: [404, 409],
  },
  DeletePromoCode: {
    method: 'POST',
    access: access.admin(Endpoint.Promotion, 'delete'),
    body: promoCodeIdRequest,
    reply: reply.json(messageReply),
    summary: 'Deletes a promo code never used; a used one is refused (409 naming UsedCount): suspend it.',
    problems: [404, 409],
  },
  ValidatePromoCode: {
    method: 'GET',
    access: access.signedIn,
    query: validatePromoCodeQuery,
    reply: reply.json(promoCodeCheck),
    summary:
      'What a promo code would take off the calling rider’s fare, or why it cannot be used (unknown, suspended, not started, expired, used up, first ride only).',
    problems: [404, 409, 429],
  },
});
