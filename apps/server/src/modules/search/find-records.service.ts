import {
  type CallDeclaration,
  calls,
  type FoundGroup,
  type FoundRecord,
  type FoundRecords,
  SEARCH_GROUP_SIZE,
  type SearchGroupName,
} from '@wayfare/contracts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { mayMakeCall } from '../../http/guard.ts';
import { findPeople } from '../accounts/index.ts';
import { findCars } from '../cars/index.ts';
import { findOrders } from '../orders/index.ts';
import { findPayments } from '../payments/index.ts';
import { findRides } from '../rides/index.ts';
import { searchKeywordOf } from './search-keyword.ts';

/** What each group is searched with: the keyword, and the people it matches, looked up once. */
type Search = { keyword: string; limit: number; people: () => Promise<FoundRecord[]> };
type Finder = (db: Db, search: Search) => Promise<FoundRecord[]>;

/**
 * The rides found by their own keys and the rides of the people the keyword finds (a phone, an e-mail,
 * a name): only ride records come back, so a caller without the people list learns no one's account.
 */
const findRidesAndRidesOfPeople: Finder = async (db, search) =>
  findRides(db, {
    keyword: search.keyword,
    limit: search.limit,
    people: (await search.people()).map((person) => ({ id: person.Id, name: person.Title })),
  });

/**
 * Each group, with the list call whose declared access decides who sees it: the group is searched
 * only for a caller the guard would let call that list.
 */
const groups: readonly { name: SearchGroupName; list: CallDeclaration; find: Finder }[] = [
  { name: 'Rides', list: calls.Ride.GetRides, find: findRidesAndRidesOfPeople },
  { name: 'People', list: calls.Account.GetOtherUsers, find: (_db, search) => search.people() },
  { name: 'Cars', list: calls.CarDetail.GetCarDetails, find: findCars },
  { name: 'Orders', list: calls.Order.GetOrders, find: findOrders },
  { name: 'Payments', list: calls.Payment.GetPayments, find: findPayments },
];

/** The whole search answers within this; a group still searching then is left out (Partial). */
export const SEARCH_TIME_BUDGET_MS = 2_000;

const TIMED_OUT = Symbol('timed out');

/**
 * Search/FindRecords: every group the caller may see, searched side by side, each its first few
 * records; groups that found nothing are left out.
 */
export async function findRecords(
  db: Db,
  input: { q: string; caller: Principal; budgetMs?: number },
): Promise<FoundRecords> {
  const keyword = searchKeywordOf(input.q);
  const visible = groups.filter((group) => mayMakeCall(input.caller, group.list));
  let people: Promise<FoundRecord[]> | undefined;
  const search: Search = {
    keyword,
    limit: SEARCH_GROUP_SIZE,
    people: () => {
      people ??= findPeople(db, { keyword, limit: SEARCH_GROUP_SIZE });
      return people;
    },
  };
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), input.budgetMs ?? SEARCH_TIME_BUDGET_MS);
  });
  try {
    const answers = await Promise.all(visible.map((group) => Promise.race([group.find(db, search), budget])));
    const found: FoundGroup[] = [];
    visible.forEach((group, index) => {
      const answer = answers[index];
      if (answer === undefined || answer === TIMED_OUT || answer.length === 0) return;
      found.push({ Name: group.name, Records: answer });
    });
    return { Groups: found, Partial: answers.includes(TIMED_OUT) };
  } finally {
    clearTimeout(timer);
  }
}
