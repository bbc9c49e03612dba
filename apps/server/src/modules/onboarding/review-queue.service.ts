import { type CallDeclaration, calls, onboardingTexts, type ReviewQueueItem } from '@wayfare/contracts';
import { isPermitted, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import type { Page, Paging } from '../../db/list-query.ts';
import { offsetOf } from '../../db/list-query.ts';
import { forbidden } from '../../errors.ts';
import { licencesAwaitingApproval } from '../accounts/index.ts';
import { carsAwaitingReview } from '../cars/index.ts';

/** Whether the caller may make the call the queue's action is (its declared endpoint and action). */
const mayMake = (caller: Principal, call: CallDeclaration) =>
  call.access.kind === 'admin' && isPermitted(caller, call.access.endpoint, call.access.action);

/**
 * Issue 32: the records awaiting review, oldest first across both kinds: the Pending cars to whoever
 * may approve cars, the Pending driver licences to whoever may approve licences; 403 for neither. Each
 * kind gives its first (page + 1) × pageSize rows, so their merge holds the whole asked page.
 */
export async function reviewQueue(
  db: Db,
  input: Paging & { caller: Principal; now: Date },
): Promise<Page<ReviewQueueItem>> {
  const seesCars = mayMake(input.caller, calls.CarDetail.ApproveCarDetail);
  const seesLicences = mayMake(input.caller, calls.Account.ApproveLicense);
  if (!seesCars && !seesLicences) throw forbidden(onboardingTexts.noRights);
  const limit = offsetOf(input) + input.pageSize;
  const none = { rows: [], total: 0 };
  const [cars, licences] = await Promise.all([
    seesCars ? carsAwaitingReview(db, { limit }) : none,
    seesLicences ? licencesAwaitingApproval(db, { limit, now: input.now }) : none,
  ]);
  const oldestFirst = [...cars.rows, ...licences.rows].sort((a, b) =>
    a.WaitingSince.localeCompare(b.WaitingSince),
  );
  return {
    rows: oldestFirst.slice(offsetOf(input), limit),
    total: cars.total + licences.total,
  };
}
