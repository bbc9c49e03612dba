import { access, defineArea, reply } from '../call.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';
import {
  awardActionOption,
  createReferralAwardRequest,
  getReferralAwardsQuery,
  referralAward,
  referralAwardIdRequest,
  updateReferralAwardRequest,
} from '../referrals.ts';

/** spec 001 §7 and issue 15 §5: the Referral calls, under Referral Awards (15, issue 29 §3). */
export const referralCalls = defineArea('Referral', {
  GetAwardActions: {
    method: 'GET',
    access: access.admin(Endpoint.ReferralAward, 'view'),
    reply: reply.list(awardActionOption),
    summary: 'The actions a referral award can be given for (Id, Name).',
  },
  GetReferralAwards: {
    method: 'GET',
    access: access.admin(Endpoint.ReferralAward, 'view'),
    query: getReferralAwardsQuery,
    reply: reply.list(referralAward),
    summary: 'The referral awards, newest first; keyword, from and to.',
  },
  CreateReferralAward: {
    method: 'POST',
    access: access.admin(Endpoint.ReferralAward, 'create'),
    body: createReferralAwardRequest,
    reply: reply.json(referralAward),
    summary: 'Creates a referral award.',
  },
  UpdateReferralAward: {
    method: 'POST',
    access: access.admin(Endpoint.ReferralAward, 'edit'),
    body: updateReferralAwardRequest,
    reply: reply.json(referralAward),
    summary: 'Updates a referral award.',
    problems: [404],
  },
  SuspendReferralAward: {
    method: 'POST',
    access: access.admin(Endpoint.ReferralAward, 'edit'),
    body: referralAwardIdRequest,
    reply: reply.json(messageReply),
    summary: 'Suspends a referral award.',
    problems: [404, 409],
  },
  ActivateReferralAward: {
    method: 'POST',
    access: access.admin(Endpoint.ReferralAward, 'edit'),
    body: referralAwardIdRequest,
    reply: reply.json(messageReply),
    summary: 'Activates a suspended referral award.',
    problems: [404, 409],
  },
  // spec 001 §7: 'the delete button calls DeletePackageAddon'; it deletes the award.
  DeletePackageAddon: {
    method: 'POST',
    access: access.admin(Endpoint.ReferralAward, 'delete'),
    body: referralAwardIdRequest,
    reply: reply.json(messageReply),
    summary: 'Deletes a referral award (the name is the spec’s); refused once the award has paid anything',
    problems: [404, 409],
  },
});
