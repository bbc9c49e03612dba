/** A ride's row as far as its places go (the rides' own row, or the rides module's ridePlacesAs). */
type RidePlaceRow = {
  currentStreet: string;
  currentCity: string;
  destinationAddress: string;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
  destinationLatitude: number | null;
  destinationLongitude: number | null;
};

/**
 * issue 31: a ride's places as an offer and the live map show them. Only rides with a pick-up place
 * are offered or drawn, so its coordinates are there; the 0 only satisfies the type.
 */
export const toRidePlace = (ride: RidePlaceRow) => ({
  CurrentStreet: ride.currentStreet,
  CurrentCity: ride.currentCity,
  DestinationAddress: ride.destinationAddress,
  PickupLatitude: ride.pickupLatitude ?? 0,
  PickupLongitude: ride.pickupLongitude ?? 0,
  DestinationLatitude: ride.destinationLatitude,
  DestinationLongitude: ride.destinationLongitude,
});
