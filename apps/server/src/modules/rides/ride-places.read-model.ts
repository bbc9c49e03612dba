import { QueryBuilder } from 'drizzle-orm/pg-core';
import { rides } from './rides.table.ts';

const queries = new QueryBuilder();

/**
 * issue 31: a ride's place as the live map (the dispatch module) reads it: who, where from and to,
 * its status and car. A subquery PostgreSQL folds into the query joining it, so the rides' indexes
 * still serve it; it cannot be written to, which only this module does.
 */
export const ridePlacesAs = (name: string) =>
  queries
    .select({
      id: rides.id,
      status: rides.status,
      customerId: rides.customerId,
      driverId: rides.driverId,
      carDetailId: rides.carDetailId,
      currentStreet: rides.currentStreet,
      currentCity: rides.currentCity,
      destinationAddress: rides.destinationAddress,
      pickupLatitude: rides.pickupLatitude,
      pickupLongitude: rides.pickupLongitude,
      pickupCell: rides.pickupCell,
      destinationLatitude: rides.destinationLatitude,
      destinationLongitude: rides.destinationLongitude,
      createdAt: rides.createdAt,
    })
    .from(rides)
    .as(name);
