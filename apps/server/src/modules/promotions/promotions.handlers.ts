import { calls } from '@wayfare/contracts';
import { callerId } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { validatePromoCode } from './promo-code-check.ts';
import {
  createPromoCode,
  deletePromoCode,
  listPromoCodes,
  setPromoCodeActive,
  updatePromoCode,
} from './promo-codes.service.ts';

/** Issue 30: the Promo calls. */
export const promoHandlers = handlersFor(calls.Promo, (db: Db) => ({
  GetPromoCodes: ({ query }) => listPromoCodes(db, query),
  CreatePromoCode: ({ body, request }) => createPromoCode(db, { ...body, by: callerId(request) }),
  UpdatePromoCode: ({ body, request }) => updatePromoCode(db, { ...body, by: callerId(request) }),
  SuspendPromoCode: ({ body, request }) =>
    setPromoCodeActive(db, { Id: body.Id, active: false, by: callerId(request) }),
  ActivatePromoCode: ({ body, request }) =>
    setPromoCodeActive(db, { Id: body.Id, active: true, by: callerId(request) }),
  DeletePromoCode: ({ body, request }) => deletePromoCode(db, { ...body, by: callerId(request) }),
  ValidatePromoCode: ({ query, request }) =>
    validatePromoCode(db, { code: query.code, by: callerId(request), now: new Date() }),
}));
