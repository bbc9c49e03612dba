import type { LiveMapDriver } from '@wayfare/contracts';
import { memo, useMemo } from 'react';
import { Marker } from 'react-leaflet';
import { markIcon, markOfDriver, selectOn } from './map-marks.ts';

type Select = (selection: { kind: 'driver'; id: string }) => void;

/**
 * One driver's marker. Drawn again only when that driver changed (a round's changes replace only the
 * drivers they concern), and its icon made again only when its state or name did: a marker keeps the
 * keyboard's focus while the map moves on.
 */
const DriverMarker = memo(function DriverMarker({
  driver,
  onSelect,
}: {
  driver: LiveMapDriver;
  onSelect: Select;
}) {
  const name = `${driver.Name}, driver, ${driver.StateName}`;
  const icon = useMemo(() => markIcon(markOfDriver(driver.State), name), [driver.State, name]);
  const handlers = useMemo(
    () => selectOn(() => onSelect({ kind: 'driver', id: driver.DriverId })),
    [onSelect, driver.DriverId],
  );
  return (
    <Marker
      position={[driver.Latitude, driver.Longitude]}
      icon={icon}
      title={name}
      zIndexOffset={1000}
      eventHandlers={handlers}
    />
  );
});

/** The online drivers, each a marker of their state's colour and letter; a click (or Enter) opens their card. */
export function DriverMarkers({
  drivers,
  onSelect,
}: {
  drivers: readonly LiveMapDriver[];
  onSelect: Select;
}) {
  return drivers.map((driver) => <DriverMarker key={driver.DriverId} driver={driver} onSelect={onSelect} />);
}
