import type { ParsedQueryOf, User, userAccountCalls } from '@wayfare/contracts';
import { and, desc, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing, type Page, pageOf, sortedBy, withinDates } from '../../db/list-query.ts';
import { type UserListKind, userFullName, userListKinds, userSearchText, users } from './accounts.table.ts';
import { selectUserViews, todayOf, toUser } from './user-view.ts';

/**
 * Phones are stored in international form (+2348031234567) but typed as people dial them
 * ('0803 123 4567', '0803-123'): a keyword that is only a phone's characters is also looked for without
 * its separators and its trunk 0, which is what follows the country code.
 */
function phoneDigitsOf(keyword: string) {
  if (!/^[\d\s\-().+]+$/.test(keyword)) return undefined;
  const digits = keyword.replace(/[^\d+]/g, '').replace(/^0/, '');
  return digits.length >= 3 && digits !== keyword ? digits : undefined;
}

/**
 * A keyword matches part of a name, the e-mail address, the phone number or the referral code,
 * whatever its case: a LIKE over the expression the trigram index holds.
 */
function keywordIn(keyword: string | undefined) {
  if (!keyword) return undefined;
  const searched = userSearchText(users);
  const digits = phoneDigitsOf(keyword);
  const typed = sql`${searched} like ${containing(keyword)}`;
  return digits ? or(typed, sql`${searched} like ${containing(digits)}`) : typed;
}

/** What the account lists sort by (issue 32), each on an indexed column or expression. */
const sortColumns = {
  Name: userFullName(users),
  EmailAddress: sql`lower(${users.emailAddress})`,
  IsActive: users.isActive,
  CreatedDate: users.createdAt,
};

/** One page of a list, newest first unless sorted otherwise, with the total; deleted accounts are in none. */
export async function listUsers(
  db: Db,
  input: { kind: UserListKind; query: ParsedUsersQuery; now?: Date },
): Promise<Page<User>> {
  const { query } = input;
  const where = and(
    isNull(users.deletedAt),
    userListKinds[input.kind](users),
    keywordIn(query.keyword),
    withinDates(users.createdAt, query),
  );
  const today = todayOf(input.now ?? new Date());
  const order = sortedBy(query, {
    columns: sortColumns,
    tieBreaker: users.id,
    byDefault: [desc(users.createdAt), desc(users.id)],
  });
  const select = selectUserViews(db)
    .where(where)
    .orderBy(...order);
  const page = await pageOf(db, { select, from: users, where, page: query.page, pageSize: query.pageSize });
  return { rows: page.rows.map((row) => toUser(row, today)), total: page.total };
}

type ParsedUsersQuery = ParsedQueryOf<typeof userAccountCalls.GetAdmins>;
