import type { FoundRecord } from '@wayfare/contracts';
import { and, desc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/list-query.ts';
import { type UserListKind, userListKinds, userSearchText, users } from './accounts.table.ts';
import { fullNameOf } from './user-view.ts';

const kinds: readonly UserListKind[] = ['admins', 'drivers', 'others'];

/**
 * Issue 32: the header search's people (administrators, drivers, riders), newest first, found as the
 * account lists' keyword finds them (names, e-mail, phone, referral code): each list's query on its
 * own trigram index, an administrator who drives shown once, as an administrator.
 */
export async function findPeople(db: Db, input: { keyword: string; limit: number }): Promise<FoundRecord[]> {
  const pattern = containing(input.keyword);
  const lists = await Promise.all(
    kinds.map((kind) =>
      db
        .select({
          id: users.id,
          firstname: users.firstname,
          surname: users.surname,
          email: users.emailAddress,
          phone: users.phoneNumber,
          isAdmin: users.isAdmin,
          isDriver: users.isDriver,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            userListKinds[kind](users),
            sql`${userSearchText(users)} like ${pattern}`,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(input.limit),
    ),
  );
  const byId = new Map(lists.flat().map((person) => [person.id, person]));
  return [...byId.values()]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, input.limit)
    .map((person) => {
      const kind = person.isAdmin ? 'Administrator' : person.isDriver ? 'Driver' : 'User';
      return {
        Kind: kind,
        Id: person.id,
        Title: fullNameOf(person),
        Detail: [kind === 'User' ? 'Rider' : kind, person.phone, person.email].filter(Boolean).join(' · '),
        RideStatus: null,
        OrderNumber: null,
      };
    });
}
