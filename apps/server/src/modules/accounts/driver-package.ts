import { userTexts } from '@wayfare/contracts';
import type { Transaction } from '../../db/database.ts';
import { invalidProperty } from '../../errors.ts';
import { giveDriverPackage, sharedPackage, takeDriverPackage } from '../packages/index.ts';
import type { UserForm } from './user-form.ts';

/**
 * Issue 16 §3: the driver's package chosen on the account form, until drivers buy one from the wallet.
 * Only a driver holds one; PackageId absent keeps the package held (a client that never shows the
 * field changes nothing), null takes it away, an unknown Id is the form's 400 on PackageId.
 */
export async function saveDriverPackage(
  tx: Transaction,
  input: { userId: string; form: Pick<UserForm, 'IsDriver' | 'PackageId'> },
) {
  const { userId, form } = input;
  if (!form.IsDriver || form.PackageId === undefined) return;
  if (form.PackageId === null) {
    await takeDriverPackage(tx, userId);
    return;
  }
  // FOR SHARE: the package cannot be deleted before this row refers to it.
  const item = await sharedPackage(tx, { id: form.PackageId });
  if (!item) throw invalidProperty('PackageId', userTexts.noPackage(form.PackageId));
  // The same package kept: it is held since it was first given.
  await giveDriverPackage(tx, { userId, packageId: item.id });
}
