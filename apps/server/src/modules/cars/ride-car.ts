import { CarDocument, CarStatus, carTexts } from '@wayfare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { forbidden, invalidProperty, notFound } from '../../errors.ts';
import { carStatusName } from './car-view.ts';
import { type CarDetailRow, carDetails } from './cars.table.ts';

/**
 * issue 17 §1, AcceptRide: the car a driver takes a ride with. CarDetailId names it (their own, else
 * 403), and may be left out when they have exactly one Approved car (more: 400). The car must be
 * Approved with its licence, and its insurance and road-worthiness when given, expiring after today.
 * The row is held (FOR SHARE) until the ride's transaction ends, so a deletion or the expiry job waits.
 */
export async function carForRide(
  tx: Db,
  input: { driverId: string; carDetailId?: number | null | undefined; today: string },
): Promise<CarDetailRow> {
  let car: CarDetailRow | undefined;
  if (input.carDetailId != null) {
    [car] = await tx
      .select()
      .from(carDetails)
      .where(and(eq(carDetails.id, input.carDetailId), isNull(carDetails.deletedAt)))
      .for('share');
    if (!car) throw notFound(carTexts.noCar(input.carDetailId));
    if (car.driverId !== input.driverId) throw forbidden(carTexts.notYourCar);
  } else {
    const approved = await tx
      .select()
      .from(carDetails)
      .where(
        and(
          eq(carDetails.driverId, input.driverId),
          eq(carDetails.status, CarStatus.Approved),
          isNull(carDetails.deletedAt),
        ),
      )
      .for('share');
    if (approved.length > 1) throw invalidProperty('CarDetailId', carTexts.carDetailIdRequired);
    car = approved[0];
    if (!car) throw forbidden(carTexts.noApprovedCar);
  }
  if (car.status !== CarStatus.Approved) throw forbidden(carTexts.carNotApproved(carStatusName(car.status)));
  const papers = [
    [CarDocument.CarLicence, car.licenseExpiryDate],
    [CarDocument.Insurance, car.insuranceExpiryDate],
    [CarDocument.RoadWorthiness, car.roadWorthinessExpiryDate],
  ] as const;
  for (const [document, expiry] of papers)
    if (expiry && expiry <= input.today) throw forbidden(carTexts.carPaperExpired(document));
  return car;
}

/** The ride's copy of its car. */
export const rideCopyOf = (car: CarDetailRow) => ({
  carDetailId: car.id,
  carName: car.name,
  carModel: car.carModel,
  carYear: car.year,
  licenseNumber: car.licenseNumber,
});
