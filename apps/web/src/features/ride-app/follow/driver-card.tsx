import '@mantine/core/styles/Avatar.layer.css';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { MyRide, MyRideDriver } from '@wayfare/contracts';

const ratingText = (driver: MyRideDriver) =>
  driver.Rating === null
    ? 'No ratings yet'
    : `Rated ${driver.Rating} out of 5 (${driver.RatingCount} rating${driver.RatingCount === 1 ? '' : 's'})`;

/** The car as the rider looks for it in the street: name, model and year, then the plate. */
const carText = (ride: MyRide) => [ride.CarName, ride.CarModel, ride.CarYear].filter(Boolean).join(' ');

/** issue 33: who is coming: the driver's first name and picture, their rating, the car and its plate. */
export function DriverCard({ ride, driver }: { ride: MyRide; driver: MyRideDriver | undefined }) {
  const name = driver?.DriverFirstname ?? ride.DriverFirstname ?? 'Your driver';
  return (
    <Group wrap="nowrap" align="flex-start" aria-label="Your driver" role="group">
      <Avatar src={driver?.Picture ?? null} size={56} radius="xl" alt={`${name}'s picture`}>
        {name.slice(0, 1)}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={700}>{name}</Text>
        {driver && <Text size="sm">{ratingText(driver)}</Text>}
        <Text size="sm">{carText(ride)}</Text>
        {ride.LicenseNumber && (
          <Text size="sm">
            Plate{' '}
            <Text span fw={700} ff="monospace">
              {ride.LicenseNumber}
            </Text>
          </Text>
        )}
      </Stack>
    </Group>
  );
}
