import { calls, type ReviewQueueItem } from '@wayfare/contracts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import type { Page, Paging } from '../../db/list-query.ts';
import { offsetOf } from '../../db/list-query.ts';
import { mayMakeCall } from '../../http/guard.ts';
import { licencesAwaitingApproval } from '../accounts/index.ts';
import { carsAwaitingReview } from '../cars/index.ts';

/**
 * Issue 32: the records awaiting review, oldest first across both kinds: the Pending cars to whoever
 * may approve cars, the Pending driver licences to whoever may approve licences (the guard refuses whoever may approve neither, as the call declares). Each
 * kind gives its first (page + 1) × pageSize rows, so their merge holds the whole asked page.
 */
export async function reviewQueue(
  db: Db,
  input: Paging & { caller: Principal; now: Date },
): Promise<Page<ReviewQueueItem>> {
  const seesCars = mayMakeCall(input.caller, calls.CarDetail.ApproveCarDetail);
  const seesLicences = mayMakeCall(input.caller, calls.Account.ApproveLicense);
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
