import { paths } from '../../../lib/paths.ts';

/** Where a driver refused going online (Ride/GoOnline's 409) goes to put it right. */
export type RefusalFix = { label: string; to: string };

/**
 * The place that fixes each refusal, told by what it names (the server's sentences: rideTexts,
 * carTexts, drivingPackageTexts). A package is bought on the driver's wallet page; a licence and a
 * car's papers are checked by the operator, and the web app has no page where a driver sends them, so
 * the nearest true place is the contact page.
 */
export function fixFor(refusal: string): RefusalFix | undefined {
  if (/package/i.test(refusal))
    return { label: 'Buy a package on your wallet page', to: paths.customer('wallets') };
  if (/licen[cs]e|\bcar\b|car's|suspended/i.test(refusal))
    return { label: 'Contact us to put it right', to: paths.contact };
  return undefined;
}
