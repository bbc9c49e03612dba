/** What the packages module gives the other modules (its tables are its own). */
export {
  giveDriverPackage,
  heldPackageOf,
  heldPackages,
  publishedPackages,
  sharedPackage,
  takeDriverPackage,
} from './driver-packages.ts';
export { toPackage } from './packages.service.ts';
