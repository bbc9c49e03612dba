import { calls } from '@wayfare/contracts';
import { callerId } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import {
  awardActionList,
  createReferralAward,
  deleteReferralAward,
  listReferralAwards,
  setReferralAwardActive,
  updateReferralAward,
} from './referral-awards.service.ts';

/** spec 001 §7: the Referral calls. */
export const referralHandlers = handlersFor(calls.Referral, (db: Db) => ({
  GetAwardActions: () => awardActionList(),
  GetReferralAwards: ({ query }) => listReferralAwards(db, query),
  CreateReferralAward: ({ body, request }) => createReferralAward(db, { ...body, by: callerId(request) }),
  UpdateReferralAward: ({ body, request }) => updateReferralAward(db, { ...body, by: callerId(request) }),
  SuspendReferralAward: ({ body, request }) =>
    setReferralAwardActive(db, { Id: body.Id, active: false, by: callerId(request) }),
  ActivateReferralAward: ({ body, request }) =>
    setReferralAwardActive(db, { Id: body.Id, active: true, by: callerId(request) }),
  DeletePackageAddon: ({ body, request }) => deleteReferralAward(db, { ...body, by: callerId(request) }),
}));
