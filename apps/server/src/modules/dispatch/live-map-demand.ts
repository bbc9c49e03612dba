import type { DemandCell, LiveMapDriver } from '@wayfare/contracts';
import { DriverState } from '@wayfare/contracts';
import { and, count, gte, isNotNull, sql } from 'drizzle-orm';
import { cellToBoundary, cellToLatLng, cellToParent, getResolution, latLngToCell } from 'h3-js';
import type { Db } from '../../db/database.ts';
import { ridePlacesAs } from '../rides/index.ts';

/**
 * issue 31: the live map's demand layer. Cells of H3 resolution 7 (about 5 km² each, a district) are
 * coarse enough that a few requests and drivers show a pattern, fine enough to tell Yaba from Surulere.
 */
export const DEMAND_H3_RESOLUTION = 7;
/** Demand is the rides asked for in this last stretch of time. */
export const DEMAND_WINDOW_MINUTES = 15;

const requested = ridePlacesAs('requested');

const demandCellOf = (latitude: number, longitude: number, cell: string | null) =>
  cell && getResolution(cell) >= DEMAND_H3_RESOLUTION
    ? cellToParent(cell, DEMAND_H3_RESOLUTION)
    : latLngToCell(latitude, longitude, DEMAND_H3_RESOLUTION);

/**
 * Each cell where rides were asked for in the last 15 minutes (with a pick-up place; in one city, or
 * all), with the idle drivers in it now: where they are fewer than the requests, supply is short. The
 * rides are counted by their pick-up cell in the database, so thousands of requests are a few rows.
 */
export async function readDemand(
  db: Db,
  input: { now: Date; city?: string | undefined; drivers: readonly LiveMapDriver[] },
): Promise<DemandCell[]> {
  const since = new Date(input.now.getTime() - DEMAND_WINDOW_MINUTES * 60_000);
  // A ride without its pick-up cell (asked for before cells were kept) is counted by its coordinates.
  const cellless = sql`${requested.pickupCell} is null`;
  const rows = await db
    .select({
      cell: requested.pickupCell,
      latitude: sql<number>`min(${requested.pickupLatitude})`,
      longitude: sql<number>`min(${requested.pickupLongitude})`,
      requests: count(),
    })
    .from(requested)
    // Any status: a request cancelled for want of a driver was demand all the same.
    .where(
      and(
        gte(requested.createdAt, since),
        isNotNull(requested.pickupLatitude),
        isNotNull(requested.pickupLongitude),
        input.city ? sql`lower(${requested.currentCity}) = lower(${input.city})` : undefined,
      ),
    )
    .groupBy(
      requested.pickupCell,
      sql`case when ${cellless} then ${requested.pickupLatitude} end`,
      sql`case when ${cellless} then ${requested.pickupLongitude} end`,
    );
  const requests = new Map<string, number>();
  for (const row of rows) {
    const cell = demandCellOf(Number(row.latitude), Number(row.longitude), row.cell);
    requests.set(cell, (requests.get(cell) ?? 0) + row.requests);
  }
  const idle = new Map<string, number>();
  for (const driver of input.drivers) {
    if (driver.State !== DriverState.Idle) continue;
    const cell = latLngToCell(driver.Latitude, driver.Longitude, DEMAND_H3_RESOLUTION);
    if (requests.has(cell)) idle.set(cell, (idle.get(cell) ?? 0) + 1);
  }
  return [...requests].map(([cell, count]) => {
    const [latitude, longitude] = cellToLatLng(cell);
    return {
      Cell: cell,
      Latitude: latitude,
      Longitude: longitude,
      Boundary: cellToBoundary(cell).map(([lat, lng]) => [lat, lng] as [number, number]),
      Requests: count,
      IdleDrivers: idle.get(cell) ?? 0,
    };
  });
}
