import type { RideStatusUpdate } from '@wayfare/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type Page, wholeList } from '../../db/list-query.ts';
import { people } from '../accounts/index.ts';
import { rideStatusName } from './ride-view.ts';
import { rideStatusUpdates } from './rides.table.ts';

/**
 * A ride's status changes, oldest first, with who made each (null: the system): what an administrator
 * (GetRideStatusUpdates) and the ride's own people (GetMyRideStatusUpdates) read alike.
 */
export const statusHistoryOf = (db: Db, rideId: number): Promise<Page<RideStatusUpdate>> =>
  wholeList(
    db
      .select({ update: rideStatusUpdates, firstname: people.firstname, surname: people.surname })
      .from(rideStatusUpdates)
      .leftJoin(people, eq(people.id, rideStatusUpdates.byUserId))
      .where(eq(rideStatusUpdates.rideId, rideId))
      .orderBy(asc(rideStatusUpdates.createdAt), asc(rideStatusUpdates.id))
      .then((rows) =>
        rows.map(({ update, firstname, surname }) => ({
          Id: update.id,
          RideId: update.rideId,
          RideStatus: update.status,
          RideStatusName: rideStatusName(update.status),
          Reason: update.reason,
          CreatedDate: update.createdAt.toISOString(),
          ByUserId: update.byUserId,
          ByName: firstname === null || surname === null ? null : `${firstname} ${surname}`,
        })),
      ),
  );
