/** What the packages module gives the other modules (its tables are its own). */
export {
  giveDriverPackage,
  heldPackages,
  publishedPackages,
  sharedPackage,
  takeDriverPackage,
} from './driver-packages.ts';
export { packageAllowingRide, packageWouldAllowRide } from './driving-package.ts';
export { creditPackageBonusIfDue } from './package-bonus.ts';
export { toPackage } from './packages.service.ts';
