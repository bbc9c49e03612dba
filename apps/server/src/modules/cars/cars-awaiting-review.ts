import { CarDocument, CarStatus, ReviewKind, type ReviewQueueItem } from '@wayfare/contracts';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type CarViewRow, selectCarViews } from './car-view.ts';
import { carDetails } from './cars.table.ts';

const awaitingReview = and(eq(carDetails.status, CarStatus.Pending), isNull(carDetails.deletedAt));

/** A Pending car as the onboarding queue shows it: its facts, its papers with their expiry, its pictures. */
function toReviewItem({ car, ...driver }: CarViewRow): ReviewQueueItem {
  return {
    Kind: ReviewKind.Car,
    CarId: car.id,
    UserId: car.driverId,
    Title: `${car.name} ${car.carModel} (${car.licenseNumber})`,
    DriverFullName: `${driver.driverFirstname} ${driver.driverSurname}`,
    DriverEmail: driver.driverEmail,
    DriverPhone: driver.driverPhone,
    Facts: [
      { Label: 'Name', Value: car.name },
      { Label: 'Car Model', Value: car.carModel },
      { Label: 'Year', Value: String(car.year) },
      { Label: 'Licence Number', Value: car.licenseNumber },
    ],
    Documents: [
      { Name: CarDocument.CarLicence, FilePath: car.carLicense, ExpiryDate: car.licenseExpiryDate },
      { Name: CarDocument.Insurance, FilePath: car.insurance, ExpiryDate: car.insuranceExpiryDate },
      {
        Name: CarDocument.RoadWorthiness,
        FilePath: car.roadWorthiness,
        ExpiryDate: car.roadWorthinessExpiryDate,
      },
      { Name: 'Front Picture', FilePath: car.carFrontPicture, ExpiryDate: null },
      { Name: 'Back Picture', FilePath: car.carBackPicture, ExpiryDate: null },
      { Name: 'Side Picture', FilePath: car.carSidePicture, ExpiryDate: null },
    ],
    // Every change of a car sets updatedAt: a Pending car's is when it was sent (or sent again) for review.
    WaitingSince: car.updatedAt.toISOString(),
  };
}

/**
 * Issue 32: the first `limit` Pending cars, oldest first, and how many there are, for the onboarding
 * queue (which merges them with the licences awaiting approval).
 */
export async function carsAwaitingReview(db: Db, { limit }: { limit: number }) {
  const [rows, [counted]] = await Promise.all([
    selectCarViews(db)
      .where(awaitingReview)
      .orderBy(asc(carDetails.updatedAt), asc(carDetails.id))
      .limit(limit),
    db.select({ total: count() }).from(carDetails).where(awaitingReview),
  ]);
  return { rows: rows.map(toReviewItem), total: counted?.total ?? 0 };
}
