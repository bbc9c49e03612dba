import type { LiveMapDriver } from '@wayfare/contracts';
import { Marker } from 'react-leaflet';
import { markIcon, markOfDriver, selectOn } from './map-marks.ts';

/** The online drivers, each a marker of their state's colour and letter; a click (or Enter) opens their card. */
export function DriverMarkers({
  drivers,
  onSelect,
}: {
  drivers: readonly LiveMapDriver[];
  onSelect: (driverId: string) => void;
}) {
  return drivers.map((driver) => {
    const name = `${driver.Name}, driver, ${driver.StateName}`;
    return (
      <Marker
        key={driver.DriverId}
        position={[driver.Latitude, driver.Longitude]}
        icon={markIcon(markOfDriver(driver.State), name)}
        title={name}
        zIndexOffset={1000}
        eventHandlers={selectOn(() => onSelect(driver.DriverId))}
      />
    );
  });
}
