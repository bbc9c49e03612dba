import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../accounts/accounts.table.ts';
import { queueTemplatedEmail } from '../message-templates/templated-email.ts';
import type { CarDetailRow } from './cars.table.ts';

type StatusNotice = 'Car Approved' | 'Car Suspended' | 'Car Incomplete';

/** Tells the car's driver of a status change, queued in the change's transaction (issue 17 §1). */
export async function tellDriverOfStatus(
  tx: Db,
  input: { car: CarDetailRow; type: StatusNotice; message: string | null },
) {
  const [driver] = await tx
    .select({ email: users.emailAddress, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, input.car.driverId));
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
