import { access, defineArea, reply } from '../call.ts';
import { getReviewQueueQuery, reviewQueueItem } from '../onboarding.ts';
import { Endpoint } from '../permissions.ts';

/**
 * Issue 32: the onboarding queue. Open to every administrator at the guard, because two rights feed it:
 * the service lists cars to those who may approve cars (CarDetail edit) and licences to those who may
 * approve licences (Account edit), and refuses (403) whoever may do neither. The actions are the
 * existing calls (CarDetail/ApproveCarDetail, CarDetail/MarkAsIncompleteCarDetail, Account/ApproveLicense).
 */
export const onboardingCalls = defineArea('Onboarding', {
  GetReviewQueue: {
    method: 'GET',
    // For who may approve either kind; the service lists each kind to those who may approve it.
    access: access.adminHoldingAny(
      { endpoint: Endpoint.CarDetail, action: 'edit' },
      { endpoint: Endpoint.Account, action: 'edit' },
    ),
    query: getReviewQueueQuery,
    reply: reply.list(reviewQueueItem),
    summary:
      'Pending cars (for CarDetail edit) and Pending driver licences (for Account edit), oldest first, with their papers and expiry dates.',
    problems: [403],
  },
});
