import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { people } from '../accounts/index.ts';
import { queueTemplatedEmail } from '../message-templates/index.ts';
import type { CarDetailRow } from './cars.table.ts';

type StatusNotice = 'Car Approved' | 'Car Suspended' | 'Car Incomplete';

/** Tells the car's driver of a status change, queued in the change's transaction (issue 17 §1). */
export async function tellDriverOfStatus(
  tx: Db,
  input: { car: CarDetailRow; type: StatusNotice; message: string | null },
) {
  const [driver] = await tx
    .select({ email: people.emailAddress, firstname: people.firstname })
    .from(people)
    .where(eq(people.id, input.car.driverId));
  if (!driver) return;
  await queueTemplatedEmail(tx, {
    type: input.type,
    recipient: driver.email,
    values: {
      FirstName: driver.firstname,
      CarName: `${input.car.name} ${input.car.carModel}`,
      LicenseNumber: input.car.licenseNumber,
      Message: input.message ?? '',
    },
  });
}
