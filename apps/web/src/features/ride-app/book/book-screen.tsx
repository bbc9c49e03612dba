import { Alert, Box, Button, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMapTiles } from '../../../lib/use-map-tiles.ts';
import BookingMap from './map/booking-map.tsx';
import type { BrowserPosition } from './map/use-browser-position.ts';
import { FareOptions } from './pay/fare-options.tsx';
import { PlaceField } from './places/place-field.tsx';
import { useBooking } from './use-booking.ts';

const positionText = (position: BrowserPosition, setByHand: boolean) => {
  if (setByHand) return 'Or drag pin A, or tap the map';
  if (position.status === 'asking') return 'Finding where you are…';
  if (position.status === 'found') return 'Where you are now; type or pin another place to change it';
  return `${position.reason}: type your pick-up, or tap the map`;
};

/**
 * issue 33: booking a ride, 375 px first: the map with the pick-up (A) and destination (B), each typed
 * or pinned; then the fare for each way to pay, a promo code, sharing, and Request.
 */
export function BookScreen() {
  const booking = useBooking();
  const tiles = useMapTiles();
  const { estimate, request } = booking;
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Box
        component="section"
        aria-label="Map of the pick-up and destination"
        h="38vh"
        mih={200}
        style={{ flexShrink: 0 }}
      >
        {tiles.data && (
          <BookingMap
            pickup={booking.pickup}
            destination={booking.destination}
            pinFor={booking.pinFor}
            onPin={booking.pin}
            tiles={tiles.data}
          />
        )}
      </Box>
      <Stack p="md" gap="md" maw={560} w="100%" mx="auto">
        <Title order={1} size="h3">
          Where to?
        </Title>
        <PlaceField
          label="Pick-up"
          place={booking.pickup}
          onPlace={booking.choosePickup}
          description={positionText(booking.position, booking.pickupSetByHand)}
        />
        <PlaceField label="Destination" place={booking.destination} onPlace={booking.setDestination} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="ride-app-tap-sets">
            A tap on the map sets
          </Text>
          <SegmentedControl
            aria-labelledby="ride-app-tap-sets"
            value={booking.pinFor}
            onChange={(value) => booking.setPinFor(value as typeof booking.pinFor)}
            data={[
              { value: 'pickup', label: 'Pick-up (A)' },
              { value: 'destination', label: 'Destination (B)' },
            ]}
            fullWidth
          />
        </Stack>
        {estimate.isFetching && !estimate.data && <Loader size="sm" aria-label="Estimating the fare" />}
        {estimate.isError && (
          <Alert color="red" role="alert" title="No fare for these places">
            {estimate.error.message}
          </Alert>
        )}
        {estimate.data && booking.pickup && booking.destination && (
          <FareOptions
            estimate={estimate.data}
            choices={booking.choices}
            method={booking.method}
            onMethod={booking.setMethod}
            promoCode={booking.promoCode}
            onPromoCode={booking.setPromoCode}
            shared={booking.shared}
            onShared={booking.setShared}
          />
        )}
        {request.isError && (
          <Alert color="red" role="alert" title="The ride was not booked">
            {request.error.message}
          </Alert>
        )}
        {!booking.destination && (
          <Text size="sm" c="dimmed">
            Type your destination, or tap the map to pin it.
          </Text>
        )}
        <Button
          size="lg"
          fullWidth
          onClick={booking.submit}
          disabled={!booking.canRequest}
          loading={request.isPending}
        >
          Request
        </Button>
      </Stack>
    </Box>
  );
}
