import { labelledPicture } from '../pictures.ts';

/** The ride classes the choice fields offer, each with a picture for the picture choices. */
export const rideClasses = [
  { Id: 1, OptionName: 'Economy', ImageURL: labelledPicture('Economy', '#2f9e44') },
  { Id: 2, OptionName: 'Comfort', ImageURL: labelledPicture('Comfort', '#1971c2') },
  { Id: 3, OptionName: 'Executive', ImageURL: labelledPicture('Executive', '#343a40') },
];
