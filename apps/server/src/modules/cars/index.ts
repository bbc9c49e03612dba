/** What the cars module gives the other modules (its tables are its own). */

export { carsAwaitingReview } from './cars-awaiting-review.ts';
export { findCars } from './find-cars.ts';
export { carForRide, rideCopyOf } from './ride-car.ts';
